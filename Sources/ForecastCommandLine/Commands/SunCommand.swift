import Application
import ArgumentParser

/// `forecast sun`: dawn, sunrise, solar noon, sunset and dusk, computed offline.
struct SunCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show dawn, sunrise, solar noon, sunset and dusk, computed offline.",
        discussion: """
            Times follow the US Naval Observatory's conventions: sunrise and sunset when the Sun's upper limb \
            touches the horizon (with standard refraction), civil dawn and dusk at 6° below. A coordinate asks no \
            service (times in UTC, or in --timezone); a place name is looked up once (cached). The midnight sun and \
            the polar night are answers: the sun does not set, or does not rise.

            Examples:
              forecast sun London
              forecast sun --lat 69.65 --lon 18.96 --date 2026-12-21 --timezone Europe/Oslo
              forecast sun Enschede --days 7 --format json
            """ + LineValues.templateHelp(LineValues.sun)
    )

    /// Its name, as typed.
    static let name = "sun"

    /// The formats its feature declares.
    static let formats = SunInteraction.formats

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
        let line = try options.output.lineTemplate(standard: LineValues.sunTemplate, placeholders: LineValues.sun)
        try await run.finish(options.output, lineTemplate: line, running: { await SunInteraction.show(requests, on: $0) })
    }
}
