internal import CCurl

/// An ``HTTPClient`` on libcurl's easy interface.
///
/// Each request runs on a thread of its own, so `curl_easy_perform` never blocks Swift's cooperative pool;
/// the calling task suspends until the thread resumes it. Cancelling the task sets a flag that the transfer's
/// progress callback reads within a second, aborting the transfer.
struct CurlHTTPClient: HTTPClient {
    let configuration: HTTPClientConfiguration

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        let cancellation = CancellationFlag()
        let transfer = CurlTransfer(request: request, configuration: configuration, cancellation: cancellation)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                do {
                    try TransferThread.start { continuation.resume(with: transfer.runBlocking()) }
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}

/// One request's transfer, run start to end on the thread that calls ``runBlocking()``.
struct CurlTransfer: Sendable {
    let request: HTTPRequest
    let configuration: HTTPClientConfiguration
    let cancellation: CancellationFlag

    /// Runs the transfer, blocking the calling thread until it ends.
    func runBlocking() -> Result<HTTPResponse, any Error> {
        if cancellation.isCancelled { return .failure(CancellationError()) }
        do {
            let handle = try CurlEasyHandle()
            let state = CurlTransferState(
                maximumBodyBytes: configuration.maximumResponseBytes, maximumHeaderBytes: configuration.maximumHeaderBytes,
                cancellation: cancellation
            )
            try configure(handle, reportingTo: state)
            let code = withExtendedLifetime(state) { handle.performBlocking() }
            guard code == CURLE_OK else {
                return .failure(failure(for: code, handle: handle, state: state))
            }
            return .success(HTTPResponse(status: handle.responseCode, headers: state.headers, body: state.body))
        } catch {
            return .failure(error)
        }
    }

    private func configure(_ handle: CurlEasyHandle, reportingTo state: CurlTransferState) throws(TransportError) {
        try handle.set(CURLOPT_URL, request.url)
        switch request.method {
        case .get: try handle.set(CURLOPT_HTTPGET, 1)
        }
        try handle.set(CURLOPT_NOSIGNAL, 1)
        try handle.set(CURLOPT_PROTOCOLS_STR, "http,https")
        try handle.set(CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        try handle.set(CURLOPT_FOLLOWLOCATION, 1)
        try handle.set(CURLOPT_MAXREDIRS, configuration.maximumRedirects)
        try handle.set(CURLOPT_CONNECTTIMEOUT_MS, configuration.connectTimeout.roundedUpMilliseconds)
        try handle.set(CURLOPT_TIMEOUT_MS, configuration.requestTimeout.roundedUpMilliseconds)
        try handle.set(CURLOPT_ACCEPT_ENCODING, "gzip")
        try handle.set(CURLOPT_USERAGENT, configuration.userAgent)
        try handle.set(CURLOPT_MAXFILESIZE_LARGE, size: configuration.maximumResponseBytes)
        try handle.setHeaders(request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })

        let userdata = Unmanaged.passUnretained(state).toOpaque()
        try handle.set(CURLOPT_WRITEFUNCTION, callback: curlBodyCallback)
        try handle.set(CURLOPT_WRITEDATA, pointer: userdata)
        try handle.set(CURLOPT_HEADERFUNCTION, callback: curlHeaderCallback)
        try handle.set(CURLOPT_HEADERDATA, pointer: userdata)
        try handle.setProgressCallback(curlProgressCallback)
        try handle.set(CURLOPT_XFERINFODATA, pointer: userdata)
    }

    private func failure(for code: CURLcode, handle: CurlEasyHandle, state: CurlTransferState) -> any Error {
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
