import Application
import Synchronization

/// A run's output kept in memory, for an HTTP body: the results written, and the messages (warnings and failures, a
/// terminal's standard error) apart.
final class MemoryOutput: TextOutput {
    private let written = Mutex<(results: String, messages: [String])>(("", []))

    func writeResult(_ text: String) throws(OutputFailure) {
        written.withLock { $0.results += text }
    }

    func writeError(_ text: String) {
        written.withLock { $0.messages.append(text) }
    }

    /// The results written so far.
    var results: String { written.withLock { $0.results } }
    /// The messages written so far, each as written ("forecast: …\n").
    var messages: [String] { written.withLock { $0.messages } }
}
