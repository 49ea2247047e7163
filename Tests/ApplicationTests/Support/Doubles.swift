@testable import Application
import Domain
import DomainTesting
import Synchronization

/// A ``TextOutput`` that keeps what was written, for tests to read; it can be made to fail like a full disk.
final class RecordingOutput: TextOutput {
    private let written = Mutex<(results: [String], errors: [String])>(([], []))
    private let failure: OutputFailure?

    init(failing failure: OutputFailure? = nil) {
        self.failure = failure
    }

    var results: [String] { written.withLock { $0.results } }
    var errors: [String] { written.withLock { $0.errors } }

    func writeResult(_ text: String) throws(OutputFailure) {
        if let failure { throw failure }
        written.withLock { $0.results.append(text) }
    }

    func writeError(_ text: String) { written.withLock { $0.errors.append(text) } }
}

/// A writer and reporter that records what it was asked to show (the kind of document, its format and its notes) and
/// the failures it was told.
final class OutputSpy: DocumentWriting, FailureReporting {
    let presented = Spy<String, Void>(.success(()))
    let failures = Spy<String, Void>(.success(()))

    /// The notes of one report or several: "-" for none; and the alerts shown, when any were checked.
    private static func describe(_ extras: [PlaceExtras]) -> String {
        extras.map { extra in
            (extra.note ?? "-") + (extra.alerts.map { " [alerts: \($0.alerts.map(\.event).joined(separator: ", "))]" } ?? "")
                + (extra.ensemble.map { " [ensemble: \($0.members) members]" } ?? "")
        }.joined(separator: " | ")
    }

    func presentUnfetched(_ what: String, _ error: any Error, place: ForecastLocation) {
        try? failures.record("\(what) unfetched: \(error)")
    }

    func presentAlertsUnchecked(_ error: any Error, place: ForecastLocation) {
        try? failures.record("alerts unchecked: \(error)")
    }

    func presentFailure(_ error: any Error, hint: String?, place: ForecastLocation?) {
        try? failures.record("\(place.map { "\($0): " } ?? "")\(error) | \(hint ?? "-")")
    }

    /// Records a document as what it shows, its format and a word of its content.
    func write(_ document: any Document, as format: OutputFormat) throws(OutputFailure) {
        try? presented.record(Self.describe(document, format))
    }

    private static func describe(_ document: any Document, _ format: OutputFormat) -> String {
        switch document {
        case let daily as DailyDocument: "daily \(format) \(describe(daily.extras))"
        case let hourly as HourlyDocument: "hourly \(format) \(describe(hourly.extras))"
        case let current as CurrentDocument: "current \(format) \(describe(current.extras))"
        case let compare as ComparisonDocument: "compare \(format) \(compare.comparison.forecasts.count)"
        case let alerts as AlertsDocument:
            "alerts \(format) \(alerts.reports.map { $0.coverage == .notCovered ? "not covered" : String($0.alerts.count) }.joined(separator: ","))"
        case let sun as SunDocument: "sun \(format) \(sun.reports.map { String($0.days.count) }.joined(separator: ","))"
        case let moon as MoonDocument: "moon \(format) \(moon.reports.map { String($0.days.count) }.joined(separator: ","))"
        case let nowcast as NowcastDocument: "nowcast \(format) \(nowcast.reports.map { NowcastText.summary($0, words: .english) }.joined(separator: " | "))"
        case let air as AirDocument: "air \(format) \(air.reports.map { String($0.hours.count) }.joined(separator: ","))"
        case let check as AirCheckDocument: "check \(check.answer.check.measure.rawValue) \(format) \(check.answer.answer)"
        case let check as EnsembleRainCheckDocument:
            "check rain ensemble \(format) \(check.answer.answer) \(check.answer.wetMembers) of \(check.answer.members)"
        case let check as NowcastRainCheckDocument: "check rain nowcast \(format) \(check.line)"
        case let check as AlertCheckDocument: "check alert \(format) \(check.answer.answer)"
        case let search as SearchDocument: "search \(format) \(search.answer.places.count)"
        case let check as WeatherCheckDocument: "check \(format) \(check.answer.answer)"
        case let providers as ProvidersDocument: "providers \(format) \(providers.providers.map(\.profile.id).joined(separator: ","))"
        case let services as ServicesDocument: "services \(format) \(services.services.map(\.profile.id).joined(separator: ","))"
        case let settings as SettingsDocument: "settings \(format) \(settings.listing.rows.count)"
        case let text as TextDocument: "line \(text.text)"
        default: "\(type(of: document)) \(format)"
        }
    }
}

extension CommandRunner {
    /// A runner over `useCases` that shows its documents to `presenter`, in `format`.
    static func recording(_ useCases: any UseCaseProvider, to presenter: OutputSpy, format: OutputFormat = .table) -> CommandRunner {
        CommandRunner(makeUseCases: { useCases }, writer: presenter, failures: presenter, router: ForecastRouter(), format: format)
    }
}

extension DocumentWriting {
    /// Shows daily forecasts, each with what is shown beside it.
    func present(_ forecasts: [DailyForecastReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure) {
        try write(DailyDocument(reports: forecasts, extras: extras), as: format)
    }

    /// Shows hourly forecasts.
    func present(_ reports: [HourlyForecastReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure) {
        try write(HourlyDocument(reports: reports, extras: extras), as: format)
    }

    /// Shows the conditions now.
    func present(_ reports: [CurrentConditionsReport], as format: OutputFormat, extras: [PlaceExtras]) throws(OutputFailure) {
        try write(CurrentDocument(reports: reports, extras: extras), as: format)
    }

    /// Shows a comparison.
    func present(_ comparison: ForecastComparison, as format: OutputFormat, extras: PlaceExtras) throws(OutputFailure) {
        try write(ComparisonDocument(comparison: comparison, extras: extras), as: format)
    }

    /// Shows one place's daily forecast, as the listener does for one place.
    func present(_ forecast: DailyForecastReport, as format: OutputFormat, note: String?, alerts: AlertsReport? = nil) throws(OutputFailure) {
        try present([forecast], as: format, extras: [PlaceExtras(note: note, alerts: alerts)])
    }

    /// Shows one place's hourly forecast.
    func present(_ report: HourlyForecastReport, as format: OutputFormat, note: String?, alerts: AlertsReport? = nil) throws(OutputFailure) {
        try present([report], as: format, extras: [PlaceExtras(note: note, alerts: alerts)])
    }

    /// Shows the conditions now at one place.
    func present(_ report: CurrentConditionsReport, as format: OutputFormat, note: String?, alerts: AlertsReport? = nil) throws(OutputFailure) {
        try present([report], as: format, extras: [PlaceExtras(note: note, alerts: alerts)])
    }
}

/// A ``UseCaseProvider`` that hands out spies, and the standard services over spies where a test wants real
/// behaviour (the Sun and Moon, history, the normals, the ensemble over the sample members).
struct SpyProvider: UseCaseProvider {
    var daily = GetDailyForecastUseCaseSpy(.success(SampleForecast.london))
    var hourly = GetHourlyForecastUseCaseSpy(.success(SampleForecast.londonHours))
    var current = GetCurrentConditionsUseCaseSpy(.success(SampleForecast.londonNow))
    var search = SearchPlacesUseCaseSpy(places: [SampleForecast.london.place])
    var check = CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: true)))
    var resolve = ResolvePlaceUseCaseSpy(.success(SampleForecast.london.location))
    var comparison = CompareForecastsUseCaseSpy(.failure(ForecastError.invalidInput(reason: "no comparison in this test")))
    var alerts = GetAlertsUseCaseSpy(.success(AlertsReport(location: SampleForecast.location, coverage: .notCovered, alerts: [], checkedAt: Instant(secondsSince1970: 0))))
    var air = GetAirQualityUseCaseSpy(.success(SampleAir.london))
    var ensembleOutlook: any GetEnsembleOutlookUseCase = SampleEnsemble.service()
    var ensembleRain: any CheckEnsembleRainUseCase = SampleEnsemble.service()
    var nowcast = NowcastRepositorySpy(outcome: .unavailable(.outsideArea), area: [])

    var capabilities: ForecastCapabilities {
        ForecastCapabilities(products: Set(ForecastCapabilities.Product.allCases), maximumDays: 16, maximumHours: 384, maximumSearchResults: 100)
    }

    func makeSearchPlacesUseCase() -> any SearchPlacesUseCase { search }
    func makeResolvePlaceUseCase() -> any ResolvePlaceUseCase { resolve }
    func makeGetDailyForecastUseCase() -> any GetDailyForecastUseCase { daily }
    func makeGetHourlyForecastUseCase() -> any GetHourlyForecastUseCase { hourly }
    func makeGetCurrentConditionsUseCase() -> any GetCurrentConditionsUseCase { current }
    func makeCheckWeatherUseCase() -> any CheckWeatherUseCase { check }
    func makeCompareForecastsUseCase() -> any CompareForecastsUseCase { comparison }
    func makeGetAlertsUseCase() -> any GetAlertsUseCase { alerts }
    func makeGetAirQualityUseCase() -> any GetAirQualityUseCase { air }
    func makeGetEnsembleOutlookUseCase() -> any GetEnsembleOutlookUseCase { ensembleOutlook }
    func makeCheckEnsembleRainUseCase() -> any CheckEnsembleRainUseCase { ensembleRain }

    func makeGetHistoryUseCase() -> any GetHistoryUseCase {
        HistoryService(places: resolve, repository: ObservedWeatherRepositorySpy(), zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
    }

    func makeCompareWithNormalUseCase() -> any CompareWithNormalUseCase {
        NormalsService(repository: NormalsRepositorySpy(normals: ClimateNormals(firstDate: ClimateNormals.firstDateNeeded, highs: [], lows: [])))
    }

    func makeGetSunTimesUseCase() -> any GetSunTimesUseCase { sky }
    func makeGetMoonPhasesUseCase() -> any GetMoonPhasesUseCase { sky }

    func makeGetNowcastUseCase() -> any GetNowcastUseCase {
        NowcastService(places: resolve, sources: [nowcast], clock: FixedClock(SampleAlerts.now), zones: SampleForecast.londonZones)
    }

    private var sky: SkyService { SkyService(places: resolve, zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now)) }
}

/// Reports with every kind of value, and some missing, for rendering tests.
enum SampleForecast {
    /// London's clocks, fixed at UTC.
    static let londonZones = FixedTimeZoneRules(offsetSeconds: 0, zones: ["Europe/London"])

    static let londonPlace = Place(
        name: "London", region: "England", country: "United Kingdom", countryCode: "GB",
        coordinate: try! Coordinate(latitude: 51.50853, longitude: -0.12574), elevation: 25,
        timeZoneIdentifier: "Europe/London", population: 8_961_989
    )
    static let londonOntario = Place(
        name: "London", region: "Ontario", subregion: nil, country: "Canada", countryCode: "CA",
        coordinate: try! Coordinate(latitude: 42.98339, longitude: -81.23304), elevation: 252,
        timeZoneIdentifier: "America/Toronto", population: 422_324
    )
    static let londonKentucky = Place(
        name: "London", region: "Kentucky", subregion: "Laurel", country: "United States", countryCode: "US",
        coordinate: try! Coordinate(latitude: 37.12898, longitude: -84.08326), elevation: 377,
        timeZoneIdentifier: "America/New_York", population: 8_126
    )
    static let location = ResolvedPlace(
        place: londonPlace, alternatives: [londonOntario, londonKentucky],
        source: DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org")
    )
    static let unique = ResolvedPlace(place: londonPlace, source: location.source)
    static let source = DataSource(provider: "Open-Meteo", attribution: "Weather data by Open-Meteo.com")

    static let london = DailyForecastReport(
        location: unique,
        days: [
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 22)!, condition: .init(kind: .overcast),
                temperatureMin: 4.2, temperatureMax: 9.1, precipitationSum: 0.3, precipitationProbability: 23,
                windSpeedMax: 17.9, windDirection: 225, sunrise: LocalDateTime(iso8601: "2026-11-22T07:25"),
                sunset: LocalDateTime(iso8601: "2026-11-22T15:59"), uvIndexMax: 0.65
            ),
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 23)!, condition: .init(kind: .thunderstormWithHail, intensity: .heavy),
                temperatureMin: -3.5, temperatureMax: 31.4, precipitationSum: 12.25, precipitationProbability: 88,
                windSpeedMax: 29.4, windDirection: 350
            ),
            // Past the model horizon: only the date is known.
            DailyForecast(date: LocalDate(year: 2026, month: 11, day: 24)!),
        ],
        units: .metric,
        source: source
    )

    static let hours: [HourlyForecast] = (0..<5).map { index in
        let time = LocalDateTime(iso8601: "2026-11-22T22:00")!.adding(minutes: index * 60)
        guard index != 4 else { return HourlyForecast(time: time) }
        return HourlyForecast(
            time: time, condition: .init(kind: index < 2 ? .overcast : .rain, intensity: index < 2 ? nil : .light),
            temperature: 8 - Double(index), apparentTemperature: 5 - Double(index), relativeHumidity: 85,
            precipitation: index < 2 ? 0 : 0.4, precipitationProbability: index < 2 ? 10 : 80, cloudCover: 100,
            windSpeed: 14, windDirection: 225, windGusts: 30, uvIndex: 0, isDay: false
        )
    }

    static let londonHours = HourlyForecastReport(location: location, hours: hours, units: .metric, source: source)

    static let londonNow = CurrentConditionsReport(
        location: location,
        conditions: CurrentConditions(
            time: LocalDateTime(iso8601: "2026-11-22T14:15")!, condition: .init(kind: .drizzle, intensity: .light),
            temperature: 9.3, apparentTemperature: 6.1, relativeHumidity: 88, precipitation: 0.2, windSpeed: 17.6,
            windGusts: 35.3, windDirection: 230, pressureMSL: 1012.4, cloudCover: 100, isDay: true
        ),
        units: .metric, source: source
    )

    static func rainAnswer(yes: Bool) -> WeatherCheckAnswer {
        WeatherCheckAnswer(
            location: unique, units: .metric, source: source, condition: .rain, withinMinutes: 720, threshold: 50,
            first: yes ? hours[2] : nil, value: yes ? 80 : 10, hours: yes ? hours : Array(hours.prefix(2))
        )
    }
}

/// The app's exit status, not Swift Testing's type of the same name.
typealias ExitStatus = Application.ExitStatus
