package import Application
import Synchronization

/// A ``TextOutput`` that keeps what was written, for tests to read; it can be made to fail like a full disk.
package final class RecordingOutput: TextOutput {
    private let written = Mutex<(results: [String], errors: [String])>(([], []))
    private let failure: OutputFailure?

    /// An output that keeps what is written, or fails every result with `failure`.
    package init(failing failure: OutputFailure? = nil) {
        self.failure = failure
    }

    /// The results written, in order.
    package var results: [String] { written.withLock { $0.results } }
    /// The messages written, in order.
    package var errors: [String] { written.withLock { $0.errors } }

    package func writeResult(_ text: String) throws(OutputFailure) {
        if let failure { throw failure }
        written.withLock { $0.results.append(text) }
    }

    package func writeError(_ text: String) { written.withLock { $0.errors.append(text) } }
}
