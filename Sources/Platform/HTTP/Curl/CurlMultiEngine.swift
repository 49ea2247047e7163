internal import CCurl
import Synchronization

/// The process's one libcurl multi handle, and the one thread that drives every transfer on it.
///
/// One multi handle means one connection cache: a second request to a host goes out on the connection the first
/// one opened (the NWS's points then gridpoints, a place's search then its forecast, many places at once), and
/// HTTP/2 connections carry concurrent requests side by side. A share handle keeps TLS sessions and DNS answers
/// for new connections too. The thread sleeps in `curl_multi_poll` until a transfer can go on or new work arrives.
final class CurlMultiEngine: @unchecked Sendable {
    /// The engine, made on first use.
    private static let instance = Mutex<CurlMultiEngine?>(nil)

    /// The most connections open to one host at once: enough for a list of places, polite to the services.
    static let maximumConnectionsPerHost = 8

    private let multi: UnsafeMutableRawPointer
    /// The share handle every transfer's easy handle names: TLS sessions and the DNS cache.
    let share: UnsafeMutableRawPointer?
    private let inbox = Mutex<[PendingTransfer]>([])

    /// The engine, made and started on the first call.
    /// - Throws: ``TransportError`` when libcurl cannot be loaded, or the handle or its thread cannot be made.
    static func shared() throws(TransportError) -> CurlMultiEngine {
        try CurlLibrary.ensureLoaded()
        let made: Result<CurlMultiEngine, TransportError> = instance.withLock { engine in
            if let engine { return .success(engine) }
            do throws(TransportError) {
                let new = try CurlMultiEngine()
                try TransferThread.start { new.run() }
                engine = new
                return .success(new)
            } catch {
                return .failure(error)
            }
        }
        return try made.get()
    }

    private init() throws(TransportError) {
        guard let multi = ccurl_multi_init() else {
            throw .other(code: Int(CURLE_FAILED_INIT.rawValue), detail: "libcurl could not make a multi handle")
        }
        self.multi = multi
        _ = ccurl_multi_set_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
        _ = ccurl_multi_set_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, Self.maximumConnectionsPerHost)
        share = ccurl_share_init()
        if let share {
            _ = ccurl_share_set_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_SSL_SESSION.rawValue))
            _ = ccurl_share_set_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_DNS.rawValue))
        }
    }

    /// Hands `transfer` to the engine's thread; `completion` is called on that thread when it ends.
    func start(_ transfer: CurlTransfer, completion: @escaping @Sendable (Result<HTTPResponse, any Error>) -> Void) {
        inbox.withLock { $0.append(PendingTransfer(transfer: transfer, completion: completion)) }
        wakeUp()
    }

    /// Makes the engine's thread look at its work now: new transfers, or a cancelled one.
    func wakeUp() {
        _ = ccurl_multi_wakeup(multi)
    }

    /// The engine's thread: adds new transfers, lets libcurl move every transfer on, finishes the ones that ended,
    /// and sleeps until there is more to do. Runs for the life of the process.
    private func run() {
        var active: [UnsafeMutableRawPointer: PendingTransfer] = [:]
        while true {
            for pending in inbox.withLock({ inbox in defer { inbox = [] }; return inbox }) {
                let code = ccurl_multi_add(multi, pending.transfer.handle.pointer)
                guard code == CURLM_OK else {
                    pending.completion(.failure(TransportError.other(code: Int(code.rawValue), detail: "libcurl could not start the transfer")))
                    continue
                }
                active[pending.transfer.handle.pointer] = pending
            }
            var running: Int32 = 0
            _ = ccurl_multi_perform(multi, &running)
            var handle: UnsafeMutableRawPointer?
            var result = CURLE_OK
            while ccurl_multi_next_done(multi, &handle, &result) == 1, let finished = handle {
                _ = ccurl_multi_remove(multi, finished)
                if let pending = active.removeValue(forKey: finished) {
                    pending.completion(pending.transfer.outcome(result))
                }
            }
            // libcurl shortens the wait to its own timers (timeouts, retries of connecting); a new transfer or a
            // cancellation ends it through wakeUp().
            _ = ccurl_multi_poll(multi, active.isEmpty ? 60_000 : 1_000)
        }
    }
}

/// A transfer waiting to be added or running, with what to call when it ends.
private struct PendingTransfer: @unchecked Sendable {
    let transfer: CurlTransfer
    let completion: @Sendable (Result<HTTPResponse, any Error>) -> Void
}
