/// Answers a yes-or-no question about the coming hours: "will it rain in the next 6 hours?"
public protocol CheckWeatherUseCase: Sendable {
    /// The answer, with when and how much.
    /// - Throws: ``ForecastError``: invalid input before anything is fetched, or what the services report.
    func check(_ request: WeatherCheckRequest) async throws -> WeatherCheckAnswer
}

/// What a check is asked: where, which condition, over how long from now, at which threshold.
public struct WeatherCheckRequest: Sendable, Hashable {
    /// The window looked at when none is given: 12 hours.
    public static let defaultWithinMinutes = 12 * 60

    /// Where.
    public let location: ForecastLocation
    /// What to look for: a condition the hourly forecast answers (``CheckCondition/isHourly``).
    public let condition: CheckCondition
    /// How far ahead to look, in minutes from now; at most the provider's hourly range.
    public let withinMinutes: Int
    /// The threshold, in `units`; `nil` for the condition's default.
    public let threshold: Double?
    /// The units thresholds and values are in.
    public let units: Units

    /// Makes a request; it is validated when used.
    public init(
        location: ForecastLocation, condition: CheckCondition,
        withinMinutes: Int = WeatherCheckRequest.defaultWithinMinutes, threshold: Double? = nil, units: Units = .metric
    ) {
        self.location = location
        self.condition = condition
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.units = units
    }

    /// Checks the threshold against what the condition's quantity can be, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)`` for a threshold no weather reaches, or
    ///   ``ForecastError/invalidInput(reason:)`` for a threshold given to a condition that takes none.
    public func validateThreshold() throws(ForecastError) {
        try condition.validate(threshold: threshold, units: units)
    }
}

/// The answer to a ``WeatherCheckRequest``.
public struct WeatherCheckAnswer: PlaceReport, Hashable {
    /// Where the answer is for.
    public let location: ResolvedPlace
    /// The units thresholds and values are in.
    public let units: Units
    /// Who supplied the weather data.
    public let source: DataSource
    /// What was asked.
    public let condition: CheckCondition
    /// The window looked at, in minutes from now.
    public let withinMinutes: Int
    /// The threshold used, or `nil` for conditions that take none.
    public let threshold: Double?
    /// The first hour in the window that meets the condition, or `nil` when none does: the answer is yes
    /// exactly when there is one.
    public let first: HourlyForecast?
    /// The measured value behind the answer: at ``first`` when yes; when no, the nearest the window came (the
    /// highest chance, gust or UV index, the lowest or highest temperature); `nil` for snow and storm, or
    /// when the window had no such value.
    public let value: Double?
    /// The hours looked at.
    public let hours: [HourlyForecast]
    /// When the hours were fetched and whether they are stale, when known.
    public let freshness: AnswerFreshness?

    /// Whether the condition is met within the window.
    public var answer: Bool { first != nil }

    /// Makes an answer.
    public init(
        location: ResolvedPlace, units: Units, source: DataSource, condition: CheckCondition,
        withinMinutes: Int, threshold: Double?, first: HourlyForecast?, value: Double?, hours: [HourlyForecast],
        freshness: AnswerFreshness? = nil
    ) {
        self.location = location
        self.units = units
        self.source = source
        self.condition = condition
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.first = first
        self.value = value
        self.hours = hours
        self.freshness = freshness
    }
}

extension UseCaseKind where UseCase == any CheckWeatherUseCase {
    /// The use cases that answer yes-or-no questions about the coming hours.
    public static var weatherCheck: Self { Self("weather check") }
}
