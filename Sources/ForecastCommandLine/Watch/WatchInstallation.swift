import Application
import ArgumentParser
import ForecastSettings
import WatchDelivery

/// `forecast watch --install` and `--uninstall`: the systemd user units, written to the user's unit folder with this
/// forecast as their program, enabled where a user service manager runs; each outcome said in one line.
struct WatchInstallation {
    /// The run's environment.
    let environment: [String: String]

    /// Installs (`installing`) or removes the units.
    func run(installing: Bool) async throws {
        let streams = StandardStreams()
        guard let directory = StandardPaths(environment: environment).userUnitDirectory else {
            throw ValidationError("neither XDG_CONFIG_HOME nor HOME says where the user's systemd units go")
        }
        guard let executable = SiblingProgram.runningExecutable else { throw ValidationError("cannot tell where forecast is installed") }
        let units = UserUnits(directory: directory, executable: UserUnits.executablePath(running: executable, environment: environment), environment: environment)
        let timer = UserUnits.names[1]
        do {
            switch (installing, try await installing ? units.install() : units.uninstall()) {
            case (true, .managed):
                try streams.writeResult("forecast watch runs every 5 minutes: \(directory)/\(timer) is enabled (journalctl --user -u forecast-watch shows what it sent)\n")
            case (true, .noManager):
                try streams.writeResult("wrote \(directory)/\(UserUnits.names[0]) and \(timer); no user service manager runs here: enable them in your session with: \(UserUnits.enableCommand)\n")
            case (false, .managed):
                try streams.writeResult("forecast watch no longer runs: \(timer) is disabled and removed\n")
            case (false, .noManager):
                try streams.writeResult("removed \(directory)/\(UserUnits.names[0]) and \(timer)\n")
            }
        } catch let error as ChildProcessError {
            streams.writeError("forecast: \(error.reason)\n")
            throw RunEnded(status: .serviceError)
        }
    }
}
