/// What every forecast repository tells of itself: who supplies it, and where it works.
public protocol WeatherDataRepository: Sendable {
    /// Who supplies the data, and the credit its terms ask for.
    var source: DataSource { get }
    /// Where the service works; the use cases refuse a place outside before asking. Worldwide unless said.
    var coverage: ServiceCoverage { get }
}

extension WeatherDataRepository {
    /// Worldwide: a repository that says nothing of its coverage is asked for every place.
    public var coverage: ServiceCoverage { .worldwide }

    /// Refuses a place outside ``coverage``, naming the source, before anything is asked.
    /// - Throws: ``ForecastError/outsideCoverage(service:coverage:)``.
    public func requireCoverage(of place: Place) throws(ForecastError) {
        try coverage.require(place, service: source.provider)
    }
}

/// Gives daily forecasts for a place: the port a weather service's daily product plugs into.
public protocol DailyForecastRepository: WeatherDataRepository {
    /// The most days one forecast can cover, today included.
    var maximumDays: Int { get }

    /// The daily forecast for a place, days in the place's local dates, starting today there.
    /// - Parameters:
    ///   - place: Where; its time zone, when known, says which dates are local.
    ///   - days: How many days, today included, at most ``maximumDays``.
    ///   - units: The units quantities must be in.
    /// - Throws: ``ForecastError`` when the service fails or answers with something it cannot read.
    func dailyForecast(for place: Place, days: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]>
}

/// Gives hourly forecasts for a place: the port a weather service's hourly product plugs into.
public protocol HourlyForecastRepository: WeatherDataRepository {
    /// The most hours one forecast can cover, the current hour included.
    var maximumHours: Int { get }

    /// The hourly forecast for a place, in local times, from about the current hour on.
    /// - Parameters:
    ///   - place: Where; its time zone, when known, says which times are local.
    ///   - hours: How many hours, at most ``maximumHours``.
    ///   - units: The units quantities must be in.
    /// - Throws: ``ForecastError``.
    func hourlyForecast(for place: Place, hours: Int, units: Units) async throws -> ForecastAnswer<[HourlyForecast]>
}

/// Gives the conditions now at a place: the port a weather service's current product plugs into.
public protocol CurrentConditionsRepository: WeatherDataRepository {

    /// The conditions now at a place, their time local.
    /// - Throws: ``ForecastError``.
    func currentConditions(for place: Place, units: Units) async throws -> ForecastAnswer<CurrentConditions>
}

/// A service's answer for a place, with the local time it is given in.
public struct ForecastAnswer<Content: Sendable & Hashable>: Sendable, Hashable {
    /// What the service gave.
    public let content: Content
    /// The IANA time zone the answer's dates and times are in, when the service said.
    public let timeZoneIdentifier: String?
    /// How far the answer's local clock was ahead of UTC, in seconds, when the service said.
    public let utcOffsetSeconds: Int?
    /// When the answer was fetched and whether it is stale, when the repository knows (a cache or the network).
    public let freshness: AnswerFreshness?

    /// Makes an answer.
    public init(_ content: Content, timeZoneIdentifier: String?, utcOffsetSeconds: Int? = nil, freshness: AnswerFreshness? = nil) {
        self.content = content
        self.timeZoneIdentifier = timeZoneIdentifier
        self.utcOffsetSeconds = utcOffsetSeconds
        self.freshness = freshness
    }
}

/// Every product a forecast provider's repository can give: daily, hourly and current.
public typealias AllForecastsRepository = DailyForecastRepository & HourlyForecastRepository & CurrentConditionsRepository

extension DataSet {
    /// Daily and hourly forecasts and the conditions now.
    public static let forecast = DataSet(rawValue: "forecast")
}
