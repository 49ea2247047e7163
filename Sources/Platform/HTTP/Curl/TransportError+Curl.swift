internal import CCurl

extension TransportError {
    /// The transport error for a libcurl failure code, with libcurl's detail.
    init(code: CURLcode, detail: String) {
        switch code {
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
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            self = .invalidURL(detail: detail)
        case CURLE_BAD_CONTENT_ENCODING:
            self = .badContentEncoding(detail: detail)
        default:
            self = .other(code: Int(code.rawValue), detail: detail)
        }
    }
}
