package import Application
import Synchronization

/// A run's output kept in memory, for an HTTP body or a tool's result: the results written, and the messages (warnings and failures, a
/// terminal's standard error) apart.
package final class MemoryOutput: TextOutput {
    private let written = Mutex<(results: String, messages: [String])>(("", []))

    package func writeResult(_ text: String) throws(OutputFailure) {
        written.withLock { $0.results += text }
    }

    package func writeError(_ text: String) {
        written.withLock { $0.messages.append(text) }
    }

    /// The results written so far.
    package var results: String { written.withLock { $0.results } }
    /// The messages written so far, each as written ("forecast: …\n").
    package var messages: [String] { written.withLock { $0.messages } }
}
