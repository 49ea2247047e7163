#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
internal import Domain

/// Cached answers in one directory, a file each, shared safely by any number of processes: a file is written
/// whole under a temporary name in the same directory and then renamed, so a reader sees an old entry or a new
/// one, never part of one. The cache is an aid, never a cause of failure: what cannot be read is a miss, and
/// what cannot be written is left unwritten.
struct CacheStore: Sendable {
    /// The directory, created (mode 0700) on the first write.
    let directory: String
    /// The most bytes the entries may take; beyond it the least recently written are removed.
    var sizeLimit: Int = 32 * 1024 * 1024
    /// Entries not written for this long are removed when the cache is pruned.
    var oldestKept: Duration = .seconds(31 * 86_400)

    private static let temporaryPrefix = ".tmp-"

    /// The entry stored under `key`, or `nil` when there is none or it is not whole.
    func entry(forKey key: String) -> CacheEntry? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path(forKey: key))) else { return nil }
        return CacheEntry(decoding: data)
    }

    /// Stores `entry` under `key`, replacing any entry atomically, then prunes the cache.
    /// - Returns: Whether the entry was written.
    @discardableResult
    func save(_ entry: CacheEntry, forKey key: String, now: Instant) -> Bool {
        guard createDirectory() else { return false }
        let temporary = directory + "/" + Self.temporaryPrefix + "\(getpid())-\(UInt64.random(in: .min ... .max))"
        guard write(entry.encoded(), to: temporary) else {
            unlink(temporary)
            return false
        }
        guard rename(temporary, path(forKey: key)) == 0 else {
            unlink(temporary)
            return false
        }
        prune(now: now)
        return true
    }

    /// Removes the entry under `key`, if any.
    func remove(key: String) {
        unlink(path(forKey: key))
    }

    /// Removes entries older than ``oldestKept``, temporary files a crashed process left (older than a minute),
    /// and then the least recently written entries until the rest take at most three quarters of ``sizeLimit``.
    func prune(now: Instant) {
        var entries: [(name: String, size: Int, modified: Double)] = []
        for file in files() {
            let age = now.secondsSince1970 - file.modified
            if file.name.hasPrefix(Self.temporaryPrefix) {
                if age > 60 { unlink(directory + "/" + file.name) }
            } else if age > Double(oldestKept.components.seconds) {
                unlink(directory + "/" + file.name)
            } else {
                entries.append(file)
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        guard total > sizeLimit else { return }
        for entry in entries.sorted(by: { $0.modified < $1.modified }) where total > sizeLimit * 3 / 4 {
            unlink(directory + "/" + entry.name)
            total -= entry.size
        }
    }

    private func path(forKey key: String) -> String { directory + "/" + key }

    /// The regular files in the directory, with their sizes and modification times.
    private func files() -> [(name: String, size: Int, modified: Double)] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var found: [(name: String, size: Int, modified: Double)] = []
        while let item = readdir(handle) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var info = stat()
            guard name != ".", name != "..", stat(directory + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                continue
            }
            found.append((name, Int(info.st_size), Double(info.st_mtim.tv_sec)))
        }
        return found
    }

    /// Creates the directory and its parents; `true` when it exists afterwards.
    private func createDirectory() -> Bool {
        var path = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + component
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        return stat(directory, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes `data` to a new file at `path` (readable by its owner only); `false` on any failure.
    private func write(_ data: Data, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}
