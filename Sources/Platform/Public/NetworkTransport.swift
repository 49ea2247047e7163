/// The HTTP transport's one-time, process-wide set-up: opening libcurl (loaded at run time, with its TLS and
/// compression libraries) and initialising it. Without a call here, the first request that needs the network
/// does it; a run answered wholly from the cache never does.
///
/// A command-line tool can start the set-up early, on a thread of its own, so that it overlaps the tool's own
/// start-up; it must then call ``finishPreparation()`` before the process exits.
public enum NetworkTransport {
    /// Starts the set-up on a background thread; a request made meanwhile waits for it to finish.
    public static func prepareInBackground() {
        CurlLibrary.startLoadingInBackground()
    }

    /// Waits until the set-up that ``prepareInBackground()`` started has finished, so that exiting the process
    /// cannot interrupt it; returns at once if it was not started.
    public static func finishPreparation() {
        CurlLibrary.waitForBackgroundLoad()
    }
}
