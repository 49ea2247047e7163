import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast daily`, the default command: the daily forecast for a place or a coordinate.
struct DailyCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the daily forecast for a place or a coordinate.",
        discussion: """
            Examples:
              forecast London
              forecast daily "Paris, FR" --days 3
              forecast daily --city London --country CA --units imperial
              forecast daily --lat 48.8566 --lon 2.3522 --format json
              forecast daily London --normal
              forecast daily London --past-days 3
              forecast daily London --ensemble
              forecast daily Biarritz --marine
              forecast daily London --format svg --theme dark --output week.svg
              forecast daily Sydney --model ecmwf_ifs025 --format json
            """ + LineValues.templateHelp(LineValues.daily)
    )

    /// Its name, as typed.
    static let name = "daily"

    /// The formats its feature declares.
    static let formats = DailyInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @OptionGroup var service: ProviderOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many days, today included (at most \(ProviderChoice.limits(\.maximumDays))). (default: \(DailyForecastRequest.defaultDays), or as configured)"
        )
    )
    var days: Int?

    @Option(name: .customLong("past-days"), help: ArgumentHelp("Observed days before today to show above the forecast, 0–\(HistoryPlan.recentPastDays).", valueName: "days"))
    var pastDays = 0

    @Flag(help: "Compare each day with the 1991–2020 normal for its date at the place (or normal = true in the configuration).")
    var normal = false

    @Flag(help: "Add the sea nearest the place (within \(Int(SeaSearch.limitKilometres)) km) to each day: its highest waves, where they come from, their period, and the sea's temperature.")
    var marine = false

    @OptionGroup var ensemble: EnsembleOptions

    @OptionGroup var picture: PictureOptions

    func validate() throws {
        try UsageWording.check(pastDays, 0...HistoryPlan.recentPastDays, .pastDays)
        try picture.check(format: options.output.format)
    }

    func run() async throws {
        let run = try CommandRun()
        let settings = run.settings
        let units = try settings.units(options.output.unitChoices).units
        let days = try settings.days(flag: days, standard: DailyForecastRequest.defaultDays).value
        let requests = try options.locations(settings: settings).map { DailyForecastRequest(location: $0, days: days, units: units) }
        let provider = try settings.provider(flag: service.provider).value
        try provider.require(.daily)
        let line = try options.output.lineTemplate(standard: LineValues.dailyTemplate, bar: LineValues.dailyBarTemplate, placeholders: LineValues.daily, settings: run.settings)
        // In this order: the normal compares the past days too; credits follow it (the normal's, the ensemble's, the nowcast's).
        let choice = ExtrasChoice(
            options.showsAlerts(settings: settings) ? .alerts : nil, .pastDays(pastDays), normal || settings.file?.normal == true ? .normals : nil,
            ensemble.choice(configured: settings.file?.ensemble == true).map(AskedExtra.ensemble), marine ? .marine(.days(days)) : nil,
            options.output.format.isStatusBar ? .nowcast : nil
        )
        // `forecast Ayr`: a place typed where a command's name goes; the router tells whether it is close to one (air).
        let typedFirst = options.placeTypedFirst(in: RunEnvironment.arguments, settings: settings)
        try await run.finish(options.output, provider: provider, lineTemplate: line, picture: picture, placeTypedFirst: typedFirst) { runner in
            await DailyInteraction.show(requests, choice: choice, on: runner)
        }
    }
}
