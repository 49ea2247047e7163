internal import Domain

extension ForecastError {
    /// The error with every occurrence of each secret in its text replaced by `***`.
    func redacting(_ secrets: [String]) -> ForecastError {
        let secrets = secrets.filter { !$0.isEmpty }
        guard !secrets.isEmpty else { return self }
        return rewordingReasons { text in secrets.reduce(text) { text, secret in text.replacing(secret, with: "***") } }
    }

    /// The error with each text it carries rewritten by `reword`; the same kind of error, so the same exit status.
    func rewordingReasons(_ reword: (String) -> String) -> ForecastError {
        switch self {
        case .invalidInput(let reason): return .invalidInput(reason: reword(reason))
        case .placeNotFound: return self
        case .serviceUnreachable(let reason): return .serviceUnreachable(reason: reword(reason))
        case .serviceError(let status, let reason): return .serviceError(status: status, reason: reason.map(reword))
        case .rateLimited(let reason, let wait): return .rateLimited(reason: reason.map(reword), retryAfterSeconds: wait)
        case .keyRejected(let reason): return .keyRejected(reason: reason.map(reword))
        case .unavailable(let reason, let wait): return .unavailable(reason: reason.map(reword), retryAfterSeconds: wait)
        case .timedOut, .outsideCoverage, .misconfigured, .outOfRange: return self
        case .placeSearchFailed(let failure): return .placeSearchFailed(failure.rewordingReasons(reword))
        case .badResponse(let reason): return .badResponse(reason: reword(reason))
        }
    }
}
