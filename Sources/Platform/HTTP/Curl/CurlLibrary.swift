internal import CCurl
import Synchronization

/// libcurl itself: loaded from `libcurl.so.4` at run time and initialised, once per process, before any handle
/// is made.
///
/// The loading is in C (`CCurl`'s `ccurl_load`, behind a `pthread_once`), so the background start needs no Swift
/// runtime: a Swift thread started while the main thread parses arguments would wait on the runtime's locks
/// instead of working.
enum CurlLibrary {
    /// Whether ``startLoadingInBackground()`` was called.
    private static let startedInBackground = Atomic<Bool>(false)

    /// Makes sure libcurl is loaded and initialised, waiting if another thread is doing it.
    /// - Throws: ``TransportError/transportUnavailable(detail:)`` when libcurl is missing or failed to initialise.
    static func ensureLoaded() throws(TransportError) {
        let status = ccurl_load()
        guard status == CCURL_LOADED else {
            throw .transportUnavailable(detail: failureDetail(status: status, reason: String(cString: ccurl_load_failure())))
        }
    }

    /// Starts loading on a background thread, so that it overlaps whatever the process does before its first
    /// request; a request made meanwhile waits for it to finish.
    static func startLoadingInBackground() {
        startedInBackground.store(true, ordering: .releasing)
        _ = ccurl_load_in_background()
    }

    /// Waits for a load started by ``startLoadingInBackground()`` to finish; does nothing if none was started.
    static func waitForBackgroundLoad() {
        if startedInBackground.load(ordering: .acquiring) { _ = ccurl_load() }
    }

    /// What a person reads when libcurl can't be used: the loader's reason, and what to install when it is missing.
    static func failureDetail(status: ccurl_load_status, reason: String) -> String {
        switch status {
        case CCURL_LIBRARY_MISSING, CCURL_FUNCTION_MISSING:
            "libcurl could not be loaded (\(reason)); install it (Debian and Ubuntu: the libcurl4 package)"
        default:
            "libcurl could not be initialised (\(reason))"
        }
    }
}
