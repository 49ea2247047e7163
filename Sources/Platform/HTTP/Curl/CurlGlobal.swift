internal import CCurl
internal import CCurlGlobal
import Synchronization

/// libcurl's process-wide set-up, which must run once before any handle is made and is not thread-safe.
///
/// It runs in C (`CCurlGlobal`, a `pthread_once`), so the background start needs no Swift runtime: a Swift
/// thread started while the main thread parses arguments would wait on the runtime's locks instead of working.
enum CurlGlobal {
    /// Whether ``startInBackground()`` was called.
    private static let startedInBackground = Atomic<Bool>(false)

    /// Makes sure libcurl is initialised, waiting if another thread is initialising it.
    /// - Throws: ``TransportError/other(code:detail:)`` when initialisation failed.
    static func ensureInitialised() throws(TransportError) {
        let result = ccurl_global_init_once()
        guard result == CURLE_OK else {
            throw .other(code: Int(result.rawValue), detail: "libcurl failed to initialise")
        }
    }

    /// Starts the set-up on a background thread, so that it overlaps whatever the process does before its first
    /// request; a request made meanwhile waits for it to finish.
    static func startInBackground() {
        startedInBackground.store(true, ordering: .releasing)
        _ = ccurl_global_init_in_background()
    }

    /// Waits for a set-up started by ``startInBackground()`` to finish; does nothing if none was started.
    static func waitForBackgroundStart() {
        if startedInBackground.load(ordering: .acquiring) { _ = try? ensureInitialised() }
    }
}
