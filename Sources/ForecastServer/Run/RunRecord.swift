import Application
import Domain
import Synchronization

/// What the core told of one run beside its text: the freshness of each document's answers, and the failures.
final class RunRecord: RunObserving {
    private let seen = Mutex<(freshness: [AnswerFreshness], failures: [any Error])>(([], []))

    func shown(freshness: [AnswerFreshness?]) {
        seen.withLock { $0.freshness += freshness.compactMap { $0 } }
    }

    func failed(_ error: any Error) {
        seen.withLock { $0.failures.append(error) }
    }

    /// The freshness of every answer shown.
    var freshness: [AnswerFreshness] { seen.withLock { $0.freshness } }
    /// The first failure, when the run had one.
    var failure: (any Error)? { seen.withLock { $0.failures.first } }
}
