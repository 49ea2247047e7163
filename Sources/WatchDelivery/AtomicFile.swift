package import Glibc

/// A file written whole or not at all: to a new file beside it, flushed to disk, then renamed over the old one, so
/// that a full disk or a crash leaves the earlier file as it was.
package enum AtomicFile {
    /// Writes `bytes` to `path` with `mode`, making its folder (private to the user) when it is missing.
    /// - Returns: `nil`, or what failed: "No space left on device".
    package static func write(_ bytes: [UInt8], to path: String, mode: mode_t) -> String? {
        if let failure = makeDirectory(of: path) { return failure }
        // One name, whoever writes: the writers of a file hold its lock (the state's), or are one run (the units), so
        // a crash leaves at most this one file, which the next write replaces.
        let temporary = "\(path).new"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return reason(errno) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return abandon(descriptor, temporary, errno) }
            written += count
        }
        guard fsync(descriptor) == 0 else { return abandon(descriptor, temporary, errno) }
        guard close(descriptor) == 0 else { return abandon(nil, temporary, errno) }
        guard rename(temporary, path) == 0 else { return abandon(nil, temporary, errno) }
        let folder = open(directory(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        return nil
    }

    /// Makes the folder of `path` and its parents, private to the user; `nil`, or what failed.
    package static func makeDirectory(of path: String) -> String? {
        let directory = directory(of: path)
        var made = directory.hasPrefix("/") ? "" : "."
        for part in directory.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o700) != 0, errno != EEXIST { return reason(errno) }
        }
        return nil
    }

    /// The folder `path` is in.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Closes and removes the new file after a failure, and says what failed.
    private static func abandon(_ descriptor: Int32?, _ temporary: String, _ code: Int32) -> String {
        if let descriptor { close(descriptor) }
        unlink(temporary)
        return reason(code)
    }

    /// The C library's words for `code`.
    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
