#if canImport(Glibc)
import Glibc
#endif

/// Where the presenter writes: standard output for results, standard error for failures.
protocol TextOutput: Sendable {
    /// Writes a result, whole.
    func writeResult(_ text: String)
    /// Writes an error message, whole.
    func writeError(_ text: String)
}

/// The process's standard output and standard error.
struct StandardStreams: TextOutput {
    func writeResult(_ text: String) { Self.write(text, to: STDOUT_FILENO) }
    func writeError(_ text: String) { Self.write(text, to: STDERR_FILENO) }

    /// Whether standard output is a terminal that should get colour: a TTY, `NO_COLOR` unset or empty, and
    /// `TERM` not "dumb" (see no-color.org).
    static func wantsColour(environment: [String: String]) -> Bool {
        isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
