import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast hourly`: the coming hours, from the current local hour.
struct HourlyCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the hourly forecast from the current hour.",
        discussion: """
            Examples:
              forecast hourly London
              forecast hourly --city "Hollywood, FL" --hours 48
              forecast hourly --lat 59.91 --lon 10.75 --format json
              forecast hourly London --ensemble --hours 24
              forecast hourly Biarritz --marine --hours 12
              forecast hourly London --hours 72 --format svg --output london.svg
            """ + LineValues.templateHelp(LineValues.now)
    )

    /// Its name, as typed.
    static let name = "hourly"

    /// The formats its feature declares.
    static let formats = HourlyInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @OptionGroup var service: ProviderOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many hours, the current one included (at most \(ProviderChoice.limits(\.maximumHours))).")
    )
    var hours: Int = HourlyForecastRequest.defaultHours

    @Flag(help: "Add the sea nearest the place (within \(Int(SeaSearch.limitKilometres)) km) to each hour: its waves, where they come from, their period, and the sea's temperature.")
    var marine = false

    @OptionGroup var ensemble: EnsembleOptions

    @OptionGroup var picture: PictureOptions

    func validate() throws {
        try picture.check(format: options.output.format)
    }

    func run() async throws {
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { HourlyForecastRequest(location: $0, hours: hours, units: units) }
        let provider = try run.settings.provider(flag: service.provider).value
        try provider.require(.hourly)
        let line = try options.output.lineTemplate(standard: LineValues.nowTemplate, bar: LineValues.nowBarTemplate, placeholders: LineValues.now, settings: run.settings)
        let choice = ExtrasChoice(
            options.showsAlerts(settings: run.settings) ? .alerts : nil, ensemble.choice(configured: run.settings.file?.ensemble == true).map(AskedExtra.ensemble),
            marine ? .marine(.hours(hours)) : nil,
            options.output.format.isStatusBar || options.output.format == .svg ? .nowcast : nil, options.output.format == .svg ? .sun : nil
        )
        try await run.finish(options.output, provider: provider, lineTemplate: line, picture: picture, running: { await HourlyInteraction.show(requests, choice: choice, on: $0) })
    }
}
