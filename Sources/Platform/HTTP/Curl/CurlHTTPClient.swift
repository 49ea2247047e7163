internal import CCurl

/// An ``HTTPClient`` on libcurl: every transfer of the process runs on one multi handle (``CurlMultiEngine``), so
/// requests to the same host reuse its connections, TLS sessions and, over HTTP/2, one multiplexed connection.
///
/// The calling task suspends until the engine's thread finishes the transfer; no thread of Swift's cooperative pool
/// ever waits on the network. Cancelling the task sets a flag that the transfer's progress callback reads, and
/// wakes the engine so it does at once.
struct CurlHTTPClient: HTTPClient {
    let configuration: HTTPClientConfiguration

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        let cancellation = CancellationFlag()
        let engine = try CurlMultiEngine.shared()
        let transfer = try CurlTransfer(request: request, configuration: configuration, cancellation: cancellation, share: engine.share)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                engine.start(transfer) { continuation.resume(with: $0) }
            }
        } onCancel: {
            cancellation.cancel()
            engine.wakeUp()
        }
    }
}

/// One request's transfer: its configured easy handle and what its callbacks collect. Made on the caller's thread,
/// then used only by the engine's thread until it ends, as libcurl requires of a handle.
final class CurlTransfer: @unchecked Sendable {
    let handle: CurlEasyHandle
    private let state: CurlTransferState
    private let configuration: HTTPClientConfiguration

    /// Makes the handle for `request` and configures it.
    /// - Throws: ``TransportError`` when libcurl is missing or refuses an option.
    init(request: HTTPRequest, configuration: HTTPClientConfiguration, cancellation: CancellationFlag, share: UnsafeMutableRawPointer?) throws(TransportError) {
        self.configuration = configuration
        handle = try CurlEasyHandle()
        state = CurlTransferState(
            maximumBodyBytes: configuration.maximumResponseBytes, maximumHeaderBytes: configuration.maximumHeaderBytes,
            cancellation: cancellation
        )
        try configure(for: request, share: share)
    }

    /// What the transfer came to, once libcurl says it ended with `code`.
    func outcome(_ code: CURLcode) -> Result<HTTPResponse, any Error> {
        guard code == CURLE_OK else { return .failure(failure(for: code)) }
        return .success(HTTPResponse(status: handle.responseCode, headers: state.headers, body: state.body))
    }

    private func configure(for request: HTTPRequest, share: UnsafeMutableRawPointer?) throws(TransportError) {
        try handle.set(CURLOPT_URL, request.url)
        switch request.method {
        case .get: try handle.set(CURLOPT_HTTPGET, 1)
        // libcurl copies the body and sends it as `application/x-www-form-urlencoded`.
        case let .postForm(fields): try handle.set(CURLOPT_COPYPOSTFIELDS, QueryItem.joined(fields))
        }
        try handle.set(CURLOPT_NOSIGNAL, 1)
        try handle.set(CURLOPT_PROTOCOLS_STR, "http,https")
        try handle.set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        // A request that follows only its own host's redirects has them followed one by one above (SameHostRedirectingHTTPClient).
        try handle.set(CURLOPT_FOLLOWLOCATION, request.redirects == .anyHost ? 1 : 0)
        try handle.set(CURLOPT_MAXREDIRS, configuration.maximumRedirects)
        try handle.set(CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.roundedUpMilliseconds)
        try handle.set(CURLOPT_TIMEOUT_MS, configuration.requestTimeout.roundedUpMilliseconds)
        try handle.set(CURLOPT_ACCEPT_ENCODING, "gzip")
        try handle.set(CURLOPT_USERAGENT, configuration.userAgent)
        try handle.set(CURLOPT_MAXFILESIZE_LARGE, size: configuration.maximumResponseBytes)
        // HTTP/2 where TLS offers it. (Not CURLOPT_PIPEWAIT: with libcurl 7.88, requests waiting to multiplex on a
        // plain HTTP/1.1 host that closes its connections were never started again.)
        try handle.set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        try handle.set(CURLOPT_SHARE, pointer: share)
        try handle.setHeaders(request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })

        let userdata = Unmanaged.passUnretained(state).toOpaque()
        try handle.set(CURLOPT_WRITEFUNCTION, callback: curlBodyCallback)
        try handle.set(CURLOPT_WRITEDATA, pointer: userdata)
        try handle.set(CURLOPT_HEADERFUNCTION, callback: curlHeaderCallback)
        try handle.set(CURLOPT_HEADERDATA, pointer: userdata)
        try handle.setProgressCallback(curlProgressCallback)
        try handle.set(CURLOPT_XFERINFODATA, pointer: userdata)
    }

    private func failure(for code: CURLcode) -> any Error {
        if code == CURLE_ABORTED_BY_CALLBACK, state.isCancelled { return CancellationError() }
        if state.exceededBodyLimit || code == CURLE_FILESIZE_EXCEEDED {
            return TransportError.responseTooLarge(limit: configuration.maximumResponseBytes)
        }
        if state.exceededHeaderLimit {
            return TransportError.headersTooLarge(detail: "more than \(configuration.maximumHeaderBytes) bytes")
        }
        return TransportError(
            code: code, detail: handle.failureDetail(for: code), redirected: (300...399).contains(handle.responseCode)
        )
    }
}
