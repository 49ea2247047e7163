import Application
import ArgumentParser

/// `forecast moon`: the Moon's phase, illumination, moonrise and moonset, and the next new and full moons, computed
/// offline.
struct MoonCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the Moon's phase, illumination, rise and set, and the next new and full moons, computed offline.",
        discussion: """
            The phase and illumination are at local noon; moonrise and moonset are the first of each local date \
            (a date can have neither: the Moon rises about 50 minutes later each day), by the US Naval \
            Observatory's conventions; the next new and full moons are counted from the first date asked \
            (--date), not from now. The glyph is drawn as seen from the place's hemisphere (in the \
            south a waxing Moon is lit on the left). A coordinate asks no service (times in UTC, or in \
            --timezone); a place name is looked up once (cached).

            Examples:
              forecast moon London
              forecast moon --lat -33.87 --lon 151.21 --timezone Australia/Sydney --days 7
              forecast moon Enschede --date 2026-12-24 --format json
            """ + LineValues.templateHelp(LineValues.moon)
    )

    /// Its name, as typed.
    static let name = "moon"

    /// The formats its feature declares.
    static let formats = MoonInteraction.formats

    /// It asks the place search for a name; for a coordinate it computes, offline.
    static let networkUse = NetworkUse.fetchesUnlessCoordinate

    @OptionGroup var options: ForecastOptions<Self>

    @OptionGroup var sky: SkyOptions

    func validate() throws {
        guard !options.noAlerts else { throw ValidationError(UsageWording.refusal(of: "--no-alerts", by: Self.name)) }
    }

    func run() async throws {
        let run = try CommandRun()
        let requests = try sky.requests(for: options.locations(settings: run.settings))
        let line = try options.output.lineTemplate(standard: LineValues.moonTemplate, placeholders: LineValues.moon, settings: run.settings)
        try await run.finish(options.output, lineTemplate: line, running: { await MoonInteraction.show(requests, on: $0) })
    }
}
