import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast nowcast` (or `radar`, the word weather apps give the next hour's rain): the precipitation of the next two
/// hours in steps of minutes, from radar where one covers the place, else from a model, with its outlook in one line.
struct NowcastCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the rain of the next two hours in steps of minutes, from radar where it covers the place.",
        discussion: """
            From weather radar where it covers the place (every 5 minutes: Norway, Sweden, Finland and \
            Denmark), else from a model (every 15 minutes over Central Europe and North America; elsewhere the \
            hourly forecast interpolated); a line says when the radar had none. A step is none under \
            0.1 mm/h, light from 0.1, moderate from 2.5, heavy from 7.6 (the American Meteorological Society's \
            scale). The outlook: rain from the first step of 0.1 mm/h or more ("now" when it is the step under \
            way), its heaviest step, and its end at the first step known dry after the last rain step ("easing \
            by"), or "continuing past" the last step; dry when no known rate is rain.

            Examples:
              forecast nowcast Bergen
              forecast radar Oslo --within 1h
              forecast nowcast --lat 52.09 --lon 5.12 --format json
              forecast nowcast Bergen --format line --template '{summary}'
            """ + LineValues.templateHelp(LineValues.nowcast),
        aliases: aliases
    )

    /// Its name, as typed.
    static let name = "nowcast"

    /// The formats its feature declares.
    static let formats = NowcastInteraction.formats

    /// What else it answers to.
    static let aliases = ["radar"]

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @Option(
        help: ArgumentHelp(
            "How far ahead to look: 30m, 1h, 90m (5m to 2h). (default: \(DurationText.compact(minutes: NowcastRequest.maximumMinutes)))",  // A transformed option's default is not shown.
            valueName: "duration"
        ),
        transform: WithinArgument.parse
    )
    var within = WithinArgument(minutes: NowcastRequest.maximumMinutes)

    func validate() throws {
        guard !options.noAlerts else { throw ValidationError(UsageWording.refusal(of: "--no-alerts", by: Self.name)) }
        try UsageWording.check(within.minutes, NowcastRequest.allowedMinutes, .window)
    }

    func run() async throws {
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { NowcastRequest(location: $0, minutes: within.minutes, units: units) }
        let line = try options.output.lineTemplate(
            standard: { _ in LineValues.nowcastTemplate }, bar: { _ in LineValues.nowcastBarTemplate }, placeholders: LineValues.nowcast, settings: run.settings
        )
        try await run.finish(options.output, lineTemplate: line, running: { await NowcastInteraction.show(requests, on: $0) })
    }
}
