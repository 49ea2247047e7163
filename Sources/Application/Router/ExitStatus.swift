/// How `forecast` exits, as documented in the README: sysexits.h codes a script can act on.
enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The forecast was shown.
    case success = 0
    /// Anything unexpected.
    case unexpected = 1
    /// Bad usage or invalid input; nothing was requested.
    case usage = 64
    /// The service's answer could not be read.
    case badResponse = 65
    /// No place matches the query.
    case placeNotFound = 66
    /// The service could not be reached (name lookup, refused connection, TLS).
    case unreachable = 68
    /// The service answered with an error (HTTP 5xx or another unexpected status).
    case serviceError = 69
    /// Try again later: rate limited or timed out.
    case tryLater = 75
}
