internal import Domain

extension ForecastError {
    /// The error with every occurrence of each secret in its text replaced by `***`.
    func redacting(_ secrets: [String]) -> ForecastError {
        let secrets = secrets.filter { !$0.isEmpty }
        guard !secrets.isEmpty else { return self }
        func clean(_ text: String) -> String {
            secrets.reduce(text) { text, secret in text.replacing(secret, with: "***") }
        }
        switch self {
        case .invalidInput(let reason): return .invalidInput(reason: clean(reason))
        case .placeNotFound: return self
        case .serviceUnreachable(let reason): return .serviceUnreachable(reason: clean(reason))
        case .serviceError(let status, let reason): return .serviceError(status: status, reason: reason.map(clean))
        case .rateLimited(let reason, let wait): return .rateLimited(reason: reason.map(clean), retryAfterSeconds: wait)
        case .keyRejected(let reason): return .keyRejected(reason: reason.map(clean))
        case .unavailable(let reason, let wait): return .unavailable(reason: reason.map(clean), retryAfterSeconds: wait)
        case .timedOut, .outsideCoverage, .misconfigured, .outOfRange: return self
        case .placeSearchFailed(let failure): return .placeSearchFailed(failure.redacting(secrets))
        case .badResponse(let reason): return .badResponse(reason: clean(reason))
        }
    }
}
