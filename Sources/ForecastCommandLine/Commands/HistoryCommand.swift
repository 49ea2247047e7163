import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast history`: the observed weather of past days, shaped like a daily forecast.
struct HistoryCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the observed weather of past days, from 1940 to today.",
        discussion: """
            Days come from the ERA5 reanalysis archive, which runs about five days behind; the last five days and \\
            today come from the forecast model's own recent past, and the note under the header says which are \\
            which. A range across the two is joined with no gap and no day twice. At most 366 days a call; the \\
            table, JSON, CSV and line are daily's; --normal (or normal = true in the configuration) sets each day \
            against its 1991–2020 normal. FORECAST_ARCHIVE_URL replaces the archive's address.

            Examples:
              forecast history London --date 1953-01-31 --to 1953-02-01
              forecast history "New York" --date 2026-11-01 --to 2026-11-23 --units imperial
              forecast history --lat 52.37 --lon 4.9 --date 2026-11-20 --format json
              forecast history Oslo --date 2026-11-01 --to 2026-11-20 --normal
            """ + LineValues.templateHelp(LineValues.daily)
    )

    /// Its name, as typed.
    static let name = "history"

    /// The formats its feature declares.
    static let formats = HistoryInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @Option(help: ArgumentHelp("The first date, YYYY-MM-DD (1940-01-01 to today).", valueName: "date"))
    var date: String

    @Option(help: ArgumentHelp("The last date, YYYY-MM-DD, at most 366 days on. (default: --date)", valueName: "date"))
    var to: String?

    @Flag(help: "Compare each day with the 1991–2020 normal for its date at the place (or normal = true in the configuration).")
    var normal = false

    func validate() throws {
        guard !options.noAlerts else { throw ValidationError(UsageWording.refusal(of: "--no-alerts", by: Self.name)) }
    }

    func run() async throws {
        let first = try Self.day(date, of: "--date"), last = try to.map { try Self.day($0, of: "--to") }
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { HistoryRequest(location: $0, first: first, last: last, units: units) }
        let line = try options.output.lineTemplate(standard: LineValues.dailyTemplate, bar: LineValues.dailyBarTemplate, placeholders: LineValues.daily, settings: run.settings)
        let choice = ExtrasChoice(normal || run.settings.file?.normal == true ? .normals : nil)
        try await run.finish(options.output, lineTemplate: line, running: { await HistoryInteraction.show(requests, choice: choice, on: $0) })
    }

    /// The day `text` writes, read once.
    /// - Throws: `ValidationError` naming `option` when it is not a date as YYYY-MM-DD.
    private static func day(_ text: String, of option: String) throws -> LocalDate {
        guard let day = LocalDate(iso8601: text) else { throw ValidationError("\(option) must be a date as YYYY-MM-DD, not \(text)") }
        return day
    }
}
