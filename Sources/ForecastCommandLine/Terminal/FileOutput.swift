import Application
import Glibc

/// Results written to a file (`--output FILE`), each whole and at once: written to a new file beside it, flushed to
/// the disk, then put in its place by a rename, so that a reader (a dashboard, a web server) never sees half a picture
/// and a failed write leaves what was there as it was. Error messages go to standard error.
struct FileOutput: TextOutput {
    /// The file's path, as given.
    let path: String
    /// Where error messages go: the run's standard error, never the file.
    let errors: any TextOutput

    /// Writes `text` as the whole of the file, replacing it.
    /// - Throws: ``OutputFailure`` naming the file and the system's reason; nothing is left behind.
    func writeResult(_ text: String) throws(OutputFailure) {
        let temporary = Self.directory(of: path) + "/.forecast-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno) }
        let writeError = StandardStreams.write(text, to: descriptor) ?? (fsync(descriptor) == 0 ? nil : errno)
        let closeError = close(descriptor) == 0 ? nil : errno
        if let problem = writeError ?? closeError ?? (rename(temporary, path) == 0 ? nil : errno) {
            unlink(temporary)
            throw failure(problem)
        }
    }

    func writeError(_ text: String) { errors.writeError(text) }

    /// The directory `path` is in: "." for a bare name, "/" for a file at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private func failure(_ errorNumber: Int32) -> OutputFailure {
        OutputFailure(reason: "\(path): \(String(cString: strerror(errorNumber)))")
    }
}
