/// Where the documents and failures are written: a sink the front door gives, results kept apart from messages (a
/// terminal's standard output and standard error, a file, an HTTP body, memory in tests).
package protocol TextOutput: Sendable {
    /// Writes a result, whole.
    /// - Throws: ``OutputFailure`` when it cannot be written, so that a script is not told it got a result.
    func writeResult(_ text: String) throws(OutputFailure)
    /// Writes a message (a warning, a failure), whole, as far as its destination can take it.
    func writeError(_ text: String)
}

/// Output that could not be written: a full disk, a closed pipe or descriptor.
package struct OutputFailure: Error, Hashable {
    /// The system's words, e.g. "No space left on device".
    package let reason: String

    /// A failure to write, in the system's words.
    package init(reason: String) {
        self.reason = reason
    }
}
