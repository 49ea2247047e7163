import Application

/// A command's run ended with a status other than success, everything about it already told: how the status the
/// router decided leaves ArgumentParser's `run()`, which returns nothing, for ``ForecastApp`` to return.
struct RunEnded: Error {
    /// The status the router decided.
    let status: ExitStatus

    /// Ends the run with `status` unless it is success.
    static func unlessSuccessful(_ status: ExitStatus) throws(RunEnded) {
        if status != .success { throw RunEnded(status: status) }
    }
}
