/// Why a request got no complete HTTP response.
enum TransportError: Error, Sendable, Hashable {
    /// The host name could not be resolved.
    case hostNotFound(detail: String)
    /// No connection could be made (refused, unreachable).
    case connectionFailed(detail: String)
    /// The TLS handshake or certificate check failed.
    case tls(detail: String)
    /// The transfer took longer than allowed.
    case timedOut(detail: String)
    /// The connection ended before the whole response arrived.
    case incompleteResponse(detail: String)
    /// The body was larger than allowed; `limit` is the cap in bytes.
    case responseTooLarge(limit: Int)
    /// More redirects than allowed.
    case tooManyRedirects(detail: String)
    /// The URL is not one the client can fetch.
    case invalidURL(detail: String)
    /// The server answered, but not with valid HTTP: a bad status line, HTTP/0.9, a bad `Content-Length`.
    case malformedResponse(detail: String)
    /// The response's headers were larger than allowed.
    case headersTooLarge(detail: String)
    /// A redirect that is never followed: to a scheme other than http or https (`file://`, `gopher://`), or, for a
    /// request that follows only its own host's, elsewhere. `detail` says where, as "to …".
    case refusedRedirect(detail: String)
    /// The body's content encoding could not be decoded.
    case badContentEncoding(detail: String)
    /// The HTTP library itself can't be used: libcurl is not installed, or failed to initialise.
    case transportUnavailable(detail: String)
    /// Working offline, and no answer to the request is cached.
    case offline
    /// Any other failure; `code` is the transport's own error code.
    case other(code: Int, detail: String)
}

extension TransportError {
    /// What went wrong, in libcurl's words or ours, for a log line.
    var summary: String {
        switch self {
        case .hostNotFound(let detail), .connectionFailed(let detail), .tls(let detail), .timedOut(let detail),
             .incompleteResponse(let detail), .tooManyRedirects(let detail), .invalidURL(let detail),
             .malformedResponse(let detail), .headersTooLarge(let detail), .refusedRedirect(let detail),
             .badContentEncoding(let detail), .transportUnavailable(let detail), .other(_, let detail):
            detail
        case .responseTooLarge(let limit): "the answer is larger than \(limit) bytes"
        case .offline: "offline, and nothing cached"
        }
    }
}
