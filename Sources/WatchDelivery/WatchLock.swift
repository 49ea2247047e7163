import Glibc

/// Keeps two `watch` runs (the timer's and one by hand) from sending at once: a lock on a file beside the state,
/// held until the run ends (the kernel lets it go if the process dies). A second run waits for the first, up to
/// ``waitSeconds``; it then reads the state the first saved, so it sends nothing the first sent.
package final class WatchLock: Sendable {
    /// The longest a run waits for another: 2 minutes (a run asks each service once, each at most its timeout).
    package static let waitSeconds = 120.0

    private let descriptor: Int32

    /// Takes the lock of the state at `statePath`, waiting for a run that holds it; `nil` when the wait ran out.
    /// - Throws: ``WatchLockError`` when the lock file cannot be made (the state's folder cannot be written).
    package static func take(besides statePath: String) async throws(WatchLockError) -> WatchLock? {
        let path = statePath + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw WatchLockError(reason: "\(path): \(String(cString: strerror(errno)))") }
        let clock = ContinuousClock(), start = clock.now
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, clock.now - start < .seconds(waitSeconds) else {
                close(descriptor)
                return nil
            }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return WatchLock(descriptor: descriptor)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}

/// The lock file could not be made, in one line naming it.
package struct WatchLockError: Error, Sendable {
    /// What went wrong.
    package let reason: String
}
