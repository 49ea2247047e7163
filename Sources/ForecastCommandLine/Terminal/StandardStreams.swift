import Application
import Glibc

/// The process's standard output and standard error.
struct StandardStreams: TextOutput {
    func writeResult(_ text: String) throws(OutputFailure) {
        if let errorNumber = Self.write(text, to: STDOUT_FILENO) {
            throw OutputFailure(reason: String(cString: strerror(errorNumber)))
        }
    }

    func writeError(_ text: String) { _ = Self.write(text, to: STDERR_FILENO) }

    /// Whether standard output gets colour: as `choice` says, or for `auto`, when it is a terminal, `NO_COLOR` is
    /// unset or empty, and `TERM` is not "dumb" (see no-color.org).
    static func wantsColour(_ choice: ColourChoice = .auto, environment: [String: String]) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// Writes all of `text`; returns the error number when the descriptor refuses it.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
