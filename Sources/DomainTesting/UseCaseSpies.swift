public import Domain

// A `Spy` whose parameters and answer are a use case's request and result is that use case: it records each
// request and gives the stubbed answer or error. The aliases name them as the protocols do.

/// A ``GetDailyForecastUseCase`` that records each request and returns a stubbed forecast or error.
public typealias GetDailyForecastUseCaseSpy = Spy<DailyForecastRequest, DailyForecastReport>
/// A ``GetHourlyForecastUseCase`` that records each request and returns a stubbed report or error.
public typealias GetHourlyForecastUseCaseSpy = Spy<HourlyForecastRequest, HourlyForecastReport>
/// A ``GetCurrentConditionsUseCase`` that records each request and returns a stubbed report or error.
public typealias GetCurrentConditionsUseCaseSpy = Spy<CurrentConditionsRequest, CurrentConditionsReport>
/// A ``CheckWeatherUseCase`` that records each request and returns a stubbed answer or error.
public typealias CheckWeatherUseCaseSpy = Spy<WeatherCheckRequest, WeatherCheckAnswer>
/// A ``CompareForecastsUseCase`` that records each request and returns a stubbed comparison or error.
public typealias CompareForecastsUseCaseSpy = Spy<CompareForecastsRequest, ForecastComparison>
/// A ``ResolvePlaceUseCase`` that records each location and returns a stubbed place or error.
public typealias ResolvePlaceUseCaseSpy = Spy<ForecastLocation, ResolvedPlace>

extension Spy: GetDailyForecastUseCase where Parameters == DailyForecastRequest, Result == DailyForecastReport {
    /// Records the request and gives the stubbed answer.
    public func dailyForecast(for request: DailyForecastRequest) async throws -> DailyForecastReport { try record(request) }
}

extension Spy: GetHourlyForecastUseCase where Parameters == HourlyForecastRequest, Result == HourlyForecastReport {
    /// Records the request and gives the stubbed answer.
    public func hourlyForecast(for request: HourlyForecastRequest) async throws -> HourlyForecastReport { try record(request) }
}

extension Spy: GetCurrentConditionsUseCase where Parameters == CurrentConditionsRequest, Result == CurrentConditionsReport {
    /// Records the request and gives the stubbed answer.
    public func currentConditions(for request: CurrentConditionsRequest) async throws -> CurrentConditionsReport {
        try record(request)
    }
}

extension Spy: CheckWeatherUseCase where Parameters == WeatherCheckRequest, Result == WeatherCheckAnswer {
    /// Records the request and gives the stubbed answer.
    public func check(_ request: WeatherCheckRequest) async throws -> WeatherCheckAnswer { try record(request) }
}

extension Spy: CompareForecastsUseCase where Parameters == CompareForecastsRequest, Result == ForecastComparison {
    /// The spy compares up to 16 days, as Open-Meteo forecasts.
    public var maximumDays: Int { 16 }

    /// Records the request and gives the stubbed answer.
    public func compare(_ request: CompareForecastsRequest) async throws -> ForecastComparison { try record(request) }
}

extension Spy: ResolvePlaceUseCase where Parameters == ForecastLocation, Result == ResolvedPlace {
    /// Records the location and gives the stubbed answer.
    public func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace { try record(location) }
}

/// A ``WallClock`` that always tells the same time.
public struct FixedClock: WallClock {
    /// The time it tells.
    public let instant: Instant

    /// Makes a clock stopped at `instant`.
    public init(_ instant: Instant) {
        self.instant = instant
    }

    /// The fixed time.
    public func now() -> Instant { instant }
}

/// A ``GetAlertsUseCase`` that records each place and returns a stubbed report or error.
public typealias GetAlertsUseCaseSpy = Spy<ResolvedPlace, AlertsReport>

extension Spy: GetAlertsUseCase where Parameters == ResolvedPlace, Result == AlertsReport {
    /// Records the place and gives the stubbed answer.
    public func alerts(at place: ResolvedPlace) async throws -> AlertsReport { try record(place) }
}

/// A ``GetAirQualityUseCase`` spy.
public typealias GetAirQualityUseCaseSpy = Spy<AirQualityRequest, AirQualityReport>

extension Spy: GetAirQualityUseCase where Parameters == AirQualityRequest, Result == AirQualityReport {
    /// The spy gives up to 120 hours, as Open-Meteo's air quality service does.
    public var maximumHours: Int { 120 }

    /// Records the request and gives the stubbed answer.
    public func airQuality(for request: AirQualityRequest) async throws -> AirQualityReport { try record(request) }
}

/// ``TimeZoneRules`` with one fixed offset for every zone it knows.
public struct FixedTimeZoneRules: TimeZoneRules {
    /// The offset every known zone has, in seconds.
    public let offsetSeconds: Int
    /// The zones it knows; any other is unknown.
    public let zones: Set<String>

    /// Makes the rules.
    public init(offsetSeconds: Int, zones: Set<String>) {
        self.offsetSeconds = offsetSeconds
        self.zones = zones
    }

    /// `offsetSeconds` at every instant of a known zone.
    public func utcOffsets(zone identifier: String, at instants: [Instant]) -> [Int]? {
        zones.contains(identifier) ? instants.map { _ in offsetSeconds } : nil
    }
}
