internal import Domain

extension ForecastError {
    /// The domain error a transport failure means to a person: unreachable, too slow, or a broken answer.
    init(_ error: TransportError) {
        switch error {
        case .hostNotFound(let detail), .connectionFailed(let detail), .tls(let detail),
             .invalidURL(let detail), .transportUnavailable(let detail):
            self = .serviceUnreachable(reason: detail)
        case .tooManyRedirects(let detail):
            self = .serviceError(status: nil, reason: "it kept redirecting (\(detail))")
        case .refusedRedirect(let detail):
            self = .badResponse(reason: "it redirected \(detail), which is not followed")
        case .malformedResponse(let detail):
            self = .badResponse(reason: "it is not valid HTTP (\(detail))")
        case .headersTooLarge:
            self = .badResponse(reason: "its headers are too large")
        case .timedOut:
            self = .timedOut
        case .incompleteResponse(let detail):
            self = .badResponse(reason: "the answer was cut short (\(detail))")
        case .badContentEncoding(let detail):
            self = .badResponse(reason: "the answer's compression is broken (\(detail))")
        case .responseTooLarge(let limit):
            self = .badResponse(reason: "the answer is larger than \(limit / 1_048_576) MiB")
        case .offline:
            self = .serviceUnreachable(reason: "working offline, and no answer to this is cached yet: run it once online first")
        case .other(let code, let detail):
            self = .serviceUnreachable(reason: "\(detail) (libcurl error \(code))")
        }
    }
}
