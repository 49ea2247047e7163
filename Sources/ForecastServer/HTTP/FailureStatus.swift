import Application
import Domain

/// The HTTP status of a run that failed: the router's exit status, read for HTTP. Bad input is 400; a place not
/// found, or a place a service does not cover, 404; a service that failed 502, one that did not answer in time 504;
/// the server's own trouble (its settings, a bug) 500. Never 200.
enum FailureStatus {
    /// The status for `error`, the run having ended with `exit`; `retryAfter` the seconds a service asked to wait, when it did.
    static func of(_ error: (any Error)?, exit: ExitStatus) -> (status: Int, retryAfterSeconds: Int?) {
        let failure = (error as? ForecastError)?.underlyingFailure
        let status = error.map { ForecastRouter().exitStatus(after: $0) } ?? exit
        switch (status, failure) {
        case (_, .outsideCoverage?): return (404, nil)
        case (_, .timedOut?): return (504, nil)
        case (_, .rateLimited(_, let seconds)?): return (502, seconds)
        case (_, .unavailable(_, let seconds)?): return (502, seconds)
        case (.usage, _): return (400, nil)
        case (.placeNotFound, _): return (404, nil)
        case (.unreachable, _), (.serviceError, _), (.badResponse, _), (.keyRejected, _), (.tryLater, _): return (502, nil)
        case (.success, _), (.urgent, _), (.no, _), (.software, _), (.stateUnwritable, _), (.ioError, _), (.configuration, _): return (500, nil)
        }
    }
}
