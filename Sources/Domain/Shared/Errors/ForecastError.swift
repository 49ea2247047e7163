/// Everything that can stop a forecast from being given, in terms a person can act on.
///
/// Platforms turn their transport and protocol failures into these cases, so callers handle one error type
/// whatever service is behind the use cases.
public enum ForecastError: Error, Sendable, Hashable {
    /// What was asked is not valid; `reason` says why, e.g. "the place name is empty" (a number out of range is
    /// ``outOfRange(_:)``).
    case invalidInput(reason: String)
    /// A number asked for is outside what its quantity can be: "days must be between 1 and 16, not 40".
    case outOfRange(OutOfRange)
    /// No place matches the query; `elsewhere` counts the places of that name that a qualifier or country ruled
    /// out (0 when the query had none, or none exists).
    case placeNotFound(query: PlaceQuery, elsewhere: Int)
    /// The service could not be reached at all (name lookup, refused connection, TLS); `reason` says which.
    case serviceUnreachable(reason: String)
    /// The service answered with an error; `status` is its HTTP status and `reason` its own words, when given.
    case serviceError(status: Int?, reason: String?)
    /// The service refused because too many requests were made; `reason` is its own words, when given, and
    /// `retryAfterSeconds` the wait it asked for (HTTP `Retry-After`), when it asked for one.
    case rateLimited(reason: String?, retryAfterSeconds: Int? = nil)
    /// The service is down for now and said when to come back (HTTP 503 with `Retry-After`); `reason` is its own
    /// words, when given.
    case unavailable(reason: String?, retryAfterSeconds: Int)
    /// The service refused the API key it was given (HTTP 401); `reason` is its own words, when given. The key
    /// itself is never part of an error.
    case keyRejected(reason: String?)
    /// The service did not answer in time.
    case timedOut
    /// The service's answer could not be understood; `reason` says what was wrong with it.
    case badResponse(reason: String)
    /// The place is outside where the service works, so it was not asked; `service` names it ("NWS") and
    /// `coverage` says where it works ("the United States").
    case outsideCoverage(service: String, coverage: String)
    /// A service cannot be used as it is set up (a key missing, a base URL that cannot be used), so it was not asked.
    case misconfigured(ServiceSetupError)
    /// The place search failed as `failure` says (it could not be reached, answered with an error, …), so no place
    /// was found and nothing else was asked.
    indirect case placeSearchFailed(ForecastError)

    /// The failure itself: the place search's failure for ``placeSearchFailed(_:)``, else the error.
    public var underlyingFailure: ForecastError {
        if case .placeSearchFailed(let failure) = self { return failure.underlyingFailure }
        return self
    }
}
