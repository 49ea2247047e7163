import Domain
@testable import Platform
import Testing

/// `WeatherServices.make(_:)`: every kind a data set's plug registers is made, from the entries that serve it, and a
/// kind no plug registers is refused by name, never a crash.
@Suite("WeatherServices makes each use case by its kind")
struct UseCaseKindsTests {
    let services = try! WeatherServices(settings: try! ProviderSettings())

    @Test("every data set's kinds are made, each of its protocol's type")
    func everyKind() throws {
        #expect(try services.make(.searchPlaces) is PlaceSearchService)
        #expect(try services.make(.resolvePlace) is SharedPlaceResolution)
        #expect(try services.make(.dailyForecast) is DailyForecastService)
        #expect(try services.make(.hourlyForecast) is HourlyForecastService)
        #expect(try services.make(.currentConditions) is CurrentConditionsService)
        #expect(try services.make(.weatherCheck) is WeatherCheckService)
        #expect(try services.make(.forecastComparison) is ForecastComparisonService)
        #expect(try services.make(.alerts) is AlertsService)
        #expect(try services.make(.airQuality) is AirQualityService)
        #expect(try services.make(.history) is HistoryService)
        #expect(try services.make(.normalComparison) is NormalsService)
        #expect(try services.make(.ensembleOutlook) is EnsembleService)
        #expect(try services.make(.ensembleRainCheck) is EnsembleService)
        #expect(try services.make(.nowcast) is NowcastService)
        #expect(try services.make(.rainCheck) is RainCheckService)
        #expect(try services.make(.airCheck) is AirCheckService)
        #expect(try services.make(.alertCheck) is AlertCheckService)
        #expect(try services.make(.alertFeeds) is AlertFeedsService)
        #expect(try services.make(.sunTimes) is SkyService)
        #expect(try services.make(.moonPhases) is SkyService)
        #expect(try services.make(.marine) is MarineService)
        #expect(try services.make(.seaCheck) is SeaCheckService)
        #expect(DataSetPlugs.useCases.kinds.count == 22, "each kind above, registered once")
    }

    @Test("the place resolution is the one every use case shares")
    func sharedResolution() throws {
        let first = try #require(try services.make(.resolvePlace) as? SharedPlaceResolution)
        let second = try #require(try services.make(.resolvePlace) as? SharedPlaceResolution)
        #expect(first === second)
    }

    @Test("a kind no data set registers is refused by its name")
    func unknownKind() {
        #expect(throws: UseCaseUnavailable(kind: "tide table")) { try services.make(.tideTable) }
        #expect(UseCaseUnavailable(kind: "tide table").description == "no tide table use case is available")
    }
}

/// A use case no plug makes.
private protocol GetTideTableUseCase: Sendable {}

extension UseCaseKind where UseCase == any GetTideTableUseCase {
    /// Its kind.
    fileprivate static var tideTable: Self { Self("tide table") }
}
