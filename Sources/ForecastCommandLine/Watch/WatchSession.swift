import Application
import ArgumentParser
import Domain
import ForecastSettings
import WatchDelivery

/// One `forecast watch` run put together: the state file and its lock, the desktop's notification service, the
/// command hook and the use cases, handed to the core's ``WatchRun``; what it says goes to the standard streams.
struct WatchSession {
    /// The run's environment.
    let environment: [String: String]
    /// The watches.
    let entries: [WatchEntry]
    /// The language of notices and the list.
    let language: Language

    /// Lists the watches (`list`), or runs them (`dryRun`: saying what would be sent), and ends with the run's status.
    func run(list: Bool, dryRun: Bool, units: Units, wiring: CommandWiring) async throws {
        let streams = StandardStreams()
        guard let path = StandardPaths(environment: environment).watchStateFile else {
            throw ValidationError("neither XDG_STATE_HOME nor HOME says where to keep what was sent")
        }
        let store = WatchStateFile(path: path) { streams.writeError("forecast: warning: \($0)\n") }
        if list {
            let state = try readState(store, streams)
            for line in WatchListing(entries: entries, state: state, clock: MachineClock(), language: language).lines {
                try streams.writeResult(line + "\n")
            }
            return
        }
        let lock = dryRun ? nil : try await takeLock(store, streams)
        if !dryRun, lock == nil {
            streams.writeError("forecast: another forecast watch has run for over \(Int(WatchLock.waitSeconds)) s; this one sent nothing\n")
            return
        }
        let setting = WatchRun.Setting(
            makeUseCases: { try wiring.makeUseCases() }, clock: MachineClock(), language: language, units: units, store: store,
            desktop: desktop(), commands: CommandHook(environment: environment)
        )
        let outcome = await WatchRun(entries: entries, setting: setting).run(dryRun: dryRun)
        for line in outcome.lines {
            try streams.writeResult(line + "\n")
        }
        for problem in outcome.problems {
            streams.writeError("forecast: \(problem)\n")
        }
        withExtendedLifetime(lock) {}
        try RunEnded.unlessSuccessful(outcome.status)
    }

    /// The desktop on the session bus, or why there is none.
    private func desktop() -> Result<any DesktopNotifying, DeliveryError> {
        do {
            return .success(try DesktopNotifications(environment: environment))
        } catch {
            return .failure(error)
        }
    }

    /// The state, for the list; a state that cannot be read is told and ends the run with 73.
    private func readState(_ store: WatchStateFile, _ streams: StandardStreams) throws -> WatchState {
        do {
            return try store.load()
        } catch {
            streams.writeError("forecast: the watch state cannot be read (\(error.reason))\n")
            throw RunEnded(status: .stateUnwritable)
        }
    }

    /// Waits for another run's lock; a folder or lock file that cannot be made ends the run with 73.
    private func takeLock(_ store: WatchStateFile, _ streams: StandardStreams) async throws -> WatchLock? {
        let reason: String
        do {
            try store.makeDirectory()
            return try await WatchLock.take(besides: store.path)
        } catch let error as WatchStateError {
            reason = error.reason
        } catch let error as WatchLockError {
            reason = error.reason
        }
        streams.writeError("forecast: the watch state cannot be written (\(reason)); nothing new was sent\n")
        throw RunEnded(status: .stateUnwritable)
    }
}
