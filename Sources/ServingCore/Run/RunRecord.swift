import Application
package import Domain
import Synchronization

/// What the core told of one run beside its text: the freshness of each document's answers, and the failures.
package final class RunRecord: RunObserving {
    private let seen = Mutex<(freshness: [AnswerFreshness], failures: [any Error])>(([], []))

    package func shown(freshness: [AnswerFreshness?]) {
        seen.withLock { $0.freshness += freshness.compactMap { $0 } }
    }

    package func failed(_ error: any Error) {
        seen.withLock { $0.failures.append(error) }
    }

    /// The freshness of every answer shown.
    package var freshness: [AnswerFreshness] { seen.withLock { $0.freshness } }
    /// The first failure, when the run had one.
    package var failure: (any Error)? { seen.withLock { $0.failures.first } }
}
