internal import CCurl
import Synchronization

/// libcurl's process-wide set-up, which must run once before any handle is made and is not thread-safe.
enum CurlGlobal {
    /// The result of `curl_global_init`; Swift runs a global's initialiser exactly once, thread-safely.
    private static let initialisation: CURLcode = curl_global_init(Int(CURL_GLOBAL_DEFAULT))

    /// Whether ``startInBackground()`` was called.
    private static let startedInBackground = Atomic<Bool>(false)

    /// Makes sure libcurl is initialised, waiting if another thread is initialising it.
    /// - Throws: ``TransportError/other(code:detail:)`` when initialisation failed.
    static func ensureInitialised() throws(TransportError) {
        guard initialisation == CURLE_OK else {
            throw .other(code: Int(initialisation.rawValue), detail: "libcurl failed to initialise")
        }
    }

    /// Starts the set-up on a background thread, so that it overlaps whatever the process does before its first
    /// request; a request made meanwhile waits for it to finish.
    static func startInBackground() {
        startedInBackground.store(true, ordering: .releasing)
        try? TransferThread.start { _ = try? ensureInitialised() }
    }

    /// Waits for a set-up started by ``startInBackground()`` to finish; does nothing if none was started.
    static func waitForBackgroundStart() {
        if startedInBackground.load(ordering: .acquiring) { _ = try? ensureInitialised() }
    }
}
