#if canImport(Glibc)
import Glibc
#endif

/// Starts the detached POSIX thread that drives libcurl's transfers (``CurlMultiEngine``), so waiting on the network
/// never happens on Swift's cooperative pool. Plain pthreads keep Platform on FoundationEssentials, without
/// Foundation's `Thread`.
enum TransferThread {
    /// The work a thread runs, handed to it through `pthread_create`'s argument pointer.
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on a new detached thread.
    /// - Throws: ``TransportError/other(code:detail:)`` when no thread can be started.
    static func start(_ body: @escaping @Sendable () -> Void) throws(TransportError) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { argument in
            Unmanaged<Work>.fromOpaque(argument!).takeRetainedValue().body()
            return nil
        }, work)
        guard result == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            throw .other(code: Int(result), detail: "could not start a thread for the transfers (\(String(cString: strerror(result))))")
        }
    }
}
