import Application
import ArgumentParser
import Domain

/// `forecast air`: the air now, then hour by hour: the index and its category, particles, ozone, NO₂, UV and the
/// pollen in the air.
struct AirCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the air quality now and hour by hour: the index, particles, ozone, NO₂, UV and pollen.",
        discussion: """
            From an air quality service fed by CAMS (Copernicus's atmosphere monitoring; free, no key), whatever \
            --provider forecasts. The index follows the place: the European AQI in Europe (Good 0–20, Fair \
            21–40, Moderate 41–60, Poor 61–80, Very poor 81–100, Extremely poor above), the US AQI elsewhere (Good \
            0–50, Moderate 51–100, Unhealthy for sensitive groups 101–150, Unhealthy 151–200, Very unhealthy \
            201–300, Hazardous above); --index chooses. Pollen (alder, birch, grass, mugwort, olive, ragweed, in \
            grains/m³) is shown only where and when the service counts it: in Europe, in season. \
            FORECAST_AIR_QUALITY_URL replaces the service's address.

            Examples:
              forecast air London
              forecast air "New York" --hours 48 --index european
              forecast air --lat 52.09 --lon 5.12 --format json
              forecast air Enschede --format line --template '{aqi} {pollen}'
            """ + LineValues.templateHelp(LineValues.air)
    )

    /// Its name, as typed.
    static let name = "air"

    /// The formats its feature declares.
    static let formats = AirInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @OptionGroup var options: ForecastOptions<Self>

    @Option(help: ArgumentHelp("How many hours from the current one (at most \(AirQualityLimits.maximumHours)).", valueName: "hours"))
    var hours: Int = AirQualityRequest.defaultHours

    @Option(help: ArgumentHelp("The index to read: european or us. (default: the place's own)", valueName: "index"))
    var index: AirIndexArgument?

    func validate() throws {
        guard !options.noAlerts else { throw ValidationError(UsageWording.refusal(of: "--no-alerts", by: Self.name)) }
        try UsageWording.check(hours, 1...AirQualityLimits.maximumHours, .hours)
    }

    func run() async throws {
        let run = try CommandRun()
        let requests = try options.locations(settings: run.settings).map {
            AirQualityRequest(location: $0, hours: hours, index: index?.index)
        }
        let line = try options.output.lineTemplate(standard: LineValues.airTemplate, placeholders: LineValues.air)
        try await run.finish(options.output, lineTemplate: line, running: { await AirInteraction.show(requests, on: $0) })
    }
}

/// The index `forecast air --index` reads.
enum AirIndexArgument: String, Sendable, CaseIterable, ArgumentChoice {
    case european, us

    /// The domain's index.
    var index: AirQualityIndex {
        switch self {
        case .european: .european
        case .us: .us
        }
    }
}
