internal import CCurl

extension TransportError {
    /// The transport error for a libcurl failure code, with libcurl's detail.
    /// - Parameter redirected: Whether the failing response was a redirect (3xx); every URL the client is given is
    ///   http or https, so an unsupported protocol then means the redirect pointed elsewhere.
    init(code: CURLcode, detail: String, redirected: Bool = false) {
        switch code {
        case CURLE_UNSUPPORTED_PROTOCOL where redirected:
            self = .refusedRedirect(detail: "to a URL that is not http or https (\(detail))")
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_WEIRD_SERVER_REPLY:
            // An unsupported protocol in an answer: "Unsupported HTTP version", "Received HTTP/0.9".
            self = .malformedResponse(detail: detail)
        case CURLE_OUT_OF_MEMORY:
            // What libcurl 7.x reports for a header line longer than its 100 KB limit.
            self = .headersTooLarge(detail: detail)
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            self = .hostNotFound(detail: detail)
        case CURLE_COULDNT_CONNECT:
            self = .connectionFailed(detail: detail)
        case CURLE_OPERATION_TIMEDOUT:
            self = .timedOut(detail: detail)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_ENGINE_NOTFOUND,
             CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_CRL_BADFILE, CURLE_SSL_SHUTDOWN_FAILED, CURLE_SSL_CLIENTCERT:
            self = .tls(detail: detail)
        case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_SEND_ERROR:
            self = .incompleteResponse(detail: detail)
        case CURLE_TOO_MANY_REDIRECTS:
            self = .tooManyRedirects(detail: detail)
        case CURLE_URL_MALFORMAT:
            self = .invalidURL(detail: detail)
        case CURLE_BAD_CONTENT_ENCODING:
            self = .badContentEncoding(detail: detail)
        default:
            self = .other(code: Int(code.rawValue), detail: detail)
        }
    }
}
