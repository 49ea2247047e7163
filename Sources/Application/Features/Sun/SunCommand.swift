import ArgumentParser
import Domain

/// `forecast sun`: dawn, sunrise, solar noon, sunset and dusk, computed offline.
struct SunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sun",
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
            """
    )

    @OptionGroup var options: ForecastOptions

    @Option(help: ArgumentHelp("The first date, YYYY-MM-DD. (default: today at the place)", valueName: "date"))
    var date: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many days, 1…\(SunTimesRequest.maximumDays).", valueName: "days"))
    var days = 1

    @Option(help: ArgumentHelp("An IANA time zone for a coordinate's times, e.g. Europe/Oslo. (default: UTC)", valueName: "zone"))
    var timezone: String?

    func validate() throws {
        guard (1...SunTimesRequest.maximumDays).contains(days) else {
            throw ValidationError("--days must be between 1 and \(SunTimesRequest.maximumDays), not \(days)")
        }
        if let date, LocalDate(iso8601: date) == nil { throw ValidationError("--date must be a date as YYYY-MM-DD, not \(date)") }
        guard !options.noAlerts else { throw ValidationError("sun shows no warnings; --no-alerts is for forecast views") }
    }

    func run() async throws {
        let run = try CommandRun()
        let first = date.flatMap(LocalDate.init(iso8601:))
        let requests = try options.locations(settings: run.settings).map {
            SunTimesRequest(location: $0, date: first, days: days, timeZoneIdentifier: timezone)
        }
        let line = try options.output.lineTemplate(standard: LineValues.sunTemplate, placeholders: LineValues.sun)
        try await run.finish(options.output, lineTemplate: line) { listener in
            await listener.sunRequested(requests, format: options.output.format)
        }
    }
}
