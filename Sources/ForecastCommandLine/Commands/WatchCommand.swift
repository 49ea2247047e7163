import Application
import ArgumentParser
import Domain
import ForecastSettings
import WatchDelivery

/// `forecast watch`: asks each watch once, sends a desktop notice (and runs the watch's command) for each that has
/// news, and exits; a systemd user timer runs it every five minutes (`--install`).
struct WatchCommand: ForecastSubcommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Notify of rain, warnings and thresholds: run each watch once (a systemd timer runs it every five minutes).",
        discussion: """
            A watch is a place and a condition check already asks: rain starting within a window (from radar or a \
            15-minute model where one covers the place, else the hourly forecast, the notice saying which), an official \
            warning issued, updated or cancelled (at or above a severity, moderate by default), or any other condition \
            (frost, heat, wind, uv, storm, snow, air, pollen, waves, swell, sea-temperature) met within a window, with the \
            same thresholds as check. Watches are [[watch]] tables in the configuration file; one more may be given \
            here, as to check. Each piece of news is sent once: a rain spell once until a run sees no rain in the \
            window, each version of a warning once (an update replaces its notice, a cancellation is said once), a \
            condition once a day, a failing service once and its recovery once. What was sent is kept in \
            $XDG_STATE_HOME/forecast/watch.json (~/.local/state).

            In the configuration file (only condition is needed; place defaults to the \
            file's place):
              [[watch]]
              name = "umbrella"       # its name in lists (default: "rain Bergen")
              condition = "rain"      # or "alert", "frost", "wind", "air", "waves", …
              place = "Bergen"        # a name, an alias from [places], or "LAT,LON"
              within = "45m"          # rain: 1h by default; other conditions: 12h
              intensity = "moderate"  # rain: light (default), moderate or heavy
              severity = "severe"     # alert: minor, moderate (default), severe, extreme
              threshold = -2          # as check's --threshold, in the configured units
              quiet = "22:00-07:00"   # quiet hours, on this machine's clock
              days = ["mon", "fri"]   # the only days it may notify on
              hold = true             # quiet news told after, if still news (false: drop)
              desktop = true          # the desktop's notifications (false: command only)
              command = ["ntfy", "publish", "my-weather"]   # run for each notice, no shell

            A command gets the notice in FORECAST_NOTICE_WATCH, _KIND (rain, warning-issued, warning-updated, \
            warning-cancelled, condition, failing, recovered), _PLACE, _SUMMARY, _BODY, _URGENCY (normal or critical), \
            _ICON, _THREAD, _TIME and _EXPIRES (seconds), and at most 30 s to run.

            Examples:
              forecast watch                            # every [[watch]], once
              forecast watch rain Bergen --within 45m   # and one more, given here
              forecast watch alert "London, KY" --severity severe
              forecast watch frost Enschede --within 12h --dry-run
              forecast watch --list
              forecast watch --install                  # a systemd user timer, every 5 minutes

            Exit codes: 0 the watches were asked (and what was news sent); 64 bad usage; 69 a watch had nowhere to go (no \
            desktop session bus, such as over SSH, and no command) or the desktop refused a notice; 73 the state could \
            not be read or written (a full disk): nothing new was sent and the old state is kept; 78 the configuration \
            file (a watch's value named with its line).
            """
    )

    /// Its name, as typed.
    static let name = "watch"

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @Argument(help: ArgumentHelp("One more watch's condition, as check takes it.", valueName: "condition"))
    var condition: CheckConditionArgument?

    @Argument(help: ArgumentHelp("Its place: a name, an alias or LAT,LON.", valueName: "place"), completion: .custom(PlaceAliasCompletion.aliases))
    var place: String?

    @Option(help: ArgumentHelp("Its name. (default: the condition and the place)", valueName: "name"))
    var name: String?

    @Option(help: ArgumentHelp("How far ahead it looks: 45m, 12h. (default: rain 1h, others 12h)", valueName: "duration"), transform: WithinArgument.parse)
    var within: WithinArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Its threshold, as check's.", valueName: "value"))
    var threshold: DecimalArgument?

    @Option(help: ArgumentHelp("With alert: the least severity that counts. (default: moderate)", valueName: "level"))
    var severity: AlertSeverityChoice?

    @Option(help: ArgumentHelp("With rain: the least intensity that counts. (default: light)", valueName: "level"))
    var intensity: RainIntensityChoice?

    @Flag(help: "List the watches and what each last sent, and exit.")
    var list = false

    @Flag(name: .customLong("dry-run"), help: "Say what would be sent; send and remember nothing.")
    var dryRun = false

    @Flag(help: "Write and enable the systemd user timer that runs forecast watch every 5 minutes, and exit.")
    var install = false

    @Flag(help: "Disable and remove the systemd user timer and service, and exit.")
    var uninstall = false

    @Option(help: ArgumentHelp("Give up on a request after this many seconds (at most 300).", valueName: "seconds"))
    var timeout = DecimalArgument(15)

    @Option(name: .customLong("lang"), help: ArgumentHelp("Language of the notices. (default: as configured, else LANG)", valueName: "code"))
    var language: Language?

    func validate() throws {
        let actions = [list, dryRun, install, uninstall].filter { $0 }.count
        guard actions <= 1 else { throw ValidationError("give one of --list, --dry-run, --install and --uninstall") }
        guard (install || uninstall) ? condition == nil : true else { throw ValidationError("--install and --uninstall take no watch") }
        guard (0.1...300).contains(timeout.value) else { throw ValidationError("--timeout takes 0.1 to 300 seconds") }
        guard condition != nil || place == nil else { throw ValidationError("give the watch's condition before its place: forecast watch rain Bergen") }
        guard let condition = condition?.condition else {
            if [name == nil, within == nil, threshold == nil, severity == nil, intensity == nil].contains(false) {
                throw ValidationError("--name, --within, --threshold, --severity and --intensity describe a watch given here: forecast watch rain Bergen --within 45m")
            }
            return
        }
        if condition != .alert, severity != nil { throw ValidationError(UsageWording.refusal(of: ["--severity"], without: "watch alert")) }
        if condition != .rain, intensity != nil { throw ValidationError(UsageWording.refusal(of: ["--intensity"], without: "watch rain")) }
        if condition == .alert || condition == .rain, threshold != nil {
            throw ValidationError("--threshold is not read by watch \(condition.name), which takes \(condition == .alert ? "--severity" : "--intensity")")
        }
        if condition == .alert, within != nil { throw ValidationError("--within is not read by watch alert: every warning for the place is watched") }
    }

    func run() async throws {
        let run = try CommandRun()
        let environment = run.environment
        if install || uninstall {
            try await WatchInstallation(environment: environment).run(installing: install)
            return
        }
        let settings = run.settings
        let units = try settings.units(UnitChoices()).units
        let reading = WatchEntries(settings: settings, units: units)
        let entries = try reading.configured() + (try commandLineEntry(reading).map { [$0] } ?? [])
        try WatchEntries.checkNames(entries)
        guard !entries.isEmpty else {
            throw ValidationError("no watch: give one (forecast watch rain Bergen) or add [[watch]] tables to the configuration file (forecast help watch)")
        }
        let language = settings.language(flag: language).value
        try await WatchSession(environment: environment, entries: entries, language: language).run(
            list: list, dryRun: dryRun, units: units, wiring: run.wiring(timeout: .milliseconds(Int64((timeout.value * 1000).rounded(.up))), language: language)
        )
    }

    /// The watch given on the command line, when one is.
    private func commandLineEntry(_ reading: WatchEntries) throws -> WatchEntry? {
        guard let condition = condition?.condition else { return nil }
        guard let place = place ?? reading.settings.place?.value else {
            throw ValidationError("say where: forecast watch \(condition.name) PLACE, or place in the configuration file")
        }
        let minutes = within?.minutes ?? WatchCondition.defaultWithinMinutes(for: condition)
        let watched: WatchCondition = switch condition {
        case .rain: .rain(withinMinutes: minutes, intensity: intensity?.intensity ?? RainCheckRequest.defaultIntensity)
        case .alert: .warning(severity: severity?.severity ?? AlertCheckRequest.defaultSeverity)
        default: .threshold(condition, withinMinutes: minutes, threshold: threshold?.value)
        }
        return try reading.entry(WatchSpecification(name: name, condition: watched, place: place), placeOrigin: "the place", thresholdOrigin: "--threshold")
    }
}
