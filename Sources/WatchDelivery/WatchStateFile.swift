package import Application
import FoundationEssentials
import Glibc

/// The watch state as a JSON file (`$XDG_STATE_HOME/forecast/watch.json`, private to the user), written whole or
/// not at all (``AtomicFile``), so that a full disk or a crash leaves the earlier state as it was.
package struct WatchStateFile: WatchStateStore {
    /// The largest state read: a few watches' records are a few kilobytes.
    static let maximumBytes = 8 * 1_048_576

    /// Where the state is.
    package let path: String
    /// Where a warning goes: a state that is not one, moved aside.
    let warn: @Sendable (String) -> Void

    /// The state at `path`, telling `warn` of one moved aside.
    package init(path: String, warn: @escaping @Sendable (String) -> Void) {
        self.path = path
        self.warn = warn
    }

    /// The state, or an empty one when there is no file yet. A file that is not the state (cut short or edited by
    /// hand, over 8 MiB, or from another version) is moved aside to `watch.json.unreadable` and said, rather than stop
    /// every run; what it told may then be told again.
    package func load() throws(WatchStateError) -> WatchState {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return WatchState() }
            throw failure(errno)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= Self.maximumBytes {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure(errno) }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        if bytes.count <= Self.maximumBytes, let state = try? JSONDecoder().decode(WatchState.self, from: Data(bytes)) { return state }
        let aside = path + ".unreadable"
        guard rename(path, aside) == 0 else { throw failure(errno) }
        warn("\(path) was not forecast watch's state; moved to \(aside), and started afresh (what it told may be told again)")
        return WatchState()
    }

    /// Writes `state` whole (``AtomicFile``), private to the user; on any failure the old state is left.
    package func save(_ state: WatchState) throws(WatchStateError) {
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(state)
        } catch {
            throw WatchStateError(reason: "\(path): the state could not be encoded")
        }
        if let failure = AtomicFile.write([UInt8](data), to: path, mode: 0o600) { throw WatchStateError(reason: "\(path): \(failure)") }
    }

    /// Makes the state's folder and its parents, private to the user, as XDG asks of state folders.
    /// - Throws: ``WatchStateError`` when one cannot be made.
    package func makeDirectory() throws(WatchStateError) {
        if let failure = AtomicFile.makeDirectory(of: path) { throw WatchStateError(reason: "\(path): \(failure)") }
    }

    private func failure(_ code: Int32) -> WatchStateError {
        WatchStateError(reason: "\(path): \(AtomicFile.reason(code))")
    }
}
