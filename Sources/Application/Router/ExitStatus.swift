/// How `forecast` exits, as documented in the README: sysexits.h codes a script can act on, 1 for `check`'s "no", and
/// for a status bar's formats 0 even when the forecast cannot be had (33 for i3blocks' urgent).
package enum ExitStatus: Int32, Sendable, CaseIterable {
    /// The result was shown; for `check`, the answer is yes.
    case success = 0
    /// `check`'s answer is no.
    case no = 1
    /// `--format i3blocks` while a severe or extreme warning is in force: i3blocks' mark for an urgent block.
    case urgent = 33
    /// Bad usage or invalid input; nothing was requested, but for the place search of a first word close to a
    /// command's name that no place has (`forecast dialy`).
    case usage = 64
    /// The service's answer could not be read.
    case badResponse = 65
    /// No place matches the query, or a file named on the command line (`--places-file`) cannot be read.
    case placeNotFound = 66
    /// The service could not be reached (name lookup, refused connection, TLS).
    case unreachable = 68
    /// The service answered with an error (HTTP 5xx or another unexpected status).
    case serviceError = 69
    /// Anything unexpected: a bug in forecast.
    case software = 70
    /// `watch`'s state could not be read or written (a full disk): nothing new was sent, and the earlier state is kept.
    case stateUnwritable = 73
    /// The output could not be written (a full disk, a closed pipe).
    case ioError = 74
    /// Try again later: rate limited or timed out.
    case tryLater = 75
    /// The service refused the API key.
    case keyRejected = 77
    /// The configuration is wrong: a `FORECAST_…` variable or a configuration file that cannot be used.
    case configuration = 78
}
