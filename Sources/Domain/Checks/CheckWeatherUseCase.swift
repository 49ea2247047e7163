/// Answers a yes-or-no question about the coming hours: "will it rain in the next 6 hours?"
public protocol CheckWeatherUseCase: Sendable {
    /// The answer, with when and how much.
    /// - Throws: ``ForecastError``: invalid input before anything is fetched, or what the services report.
    func check(_ request: WeatherCheckRequest) async throws -> WeatherCheckAnswer
}

/// What a check can ask about.
public enum WeatherCheckCondition: String, Sendable, CaseIterable {
    /// An hour with at least 0.1 mm of precipitation, or a chance of it at or above the threshold (percent).
    case rain
    /// An hour of snow or sleet.
    case snow
    /// An hour at or below the threshold temperature.
    case frost
    /// An hour at or above the threshold temperature.
    case heat
    /// An hour with gusts (or, where gusts are not given, wind) at or above the threshold speed.
    case wind
    /// An hour with a UV index at or above the threshold.
    case uv
    /// An hour of thunderstorm, squalls or tornado.
    case storm

    /// The threshold used when none is given, in `units`; `nil` for conditions that take none.
    public func defaultThreshold(in units: Units) -> Double? {
        switch self {
        case .rain: 50
        case .frost: units.temperature.value(fromCelsius: 0).rounded()
        case .heat: units.temperature.value(fromCelsius: 30).rounded()
        case .wind: units.windSpeed.value(fromMetresPerSecond: 50 / 3.6).rounded()
        case .uv: 6
        case .snow, .storm: nil
        }
    }

    /// The thresholds the condition can take in `units`, what they measure and their unit: a chance from 0 to 100 %,
    /// a temperature or a gust speed that weather can reach (whole numbers inside the ranges no real weather leaves), a UV
    /// index from 0 to 30; `nil` for conditions that take none.
    public func thresholdRange(in units: Units) -> (allowed: ClosedRange<Double>, quantity: InputQuantity, unit: String)? {
        let plausible = PlausibleValues(units: units)
        func whole(_ range: ClosedRange<Double>) -> ClosedRange<Double> { range.lowerBound.rounded(.up)...range.upperBound.rounded(.down) }
        switch self {
        case .rain: return (plausible.percentage, .chanceOfPrecipitation, "%")
        case .frost, .heat: return (whole(plausible.temperature), .temperature, units.temperatureSymbol)
        case .wind: return (whole(plausible.windSpeed), .gustSpeed, units.windSpeedSymbol)
        case .uv: return (plausible.uvIndex, .uvIndex, "")
        case .snow, .storm: return nil
        }
    }

    /// What the threshold measures, with its unit in `units`: "chance of precipitation (%)".
    public func thresholdMeaning(in units: Units) -> String? {
        switch self {
        case .rain: "chance of precipitation (%)"
        case .frost, .heat: "temperature (\(units.temperatureSymbol))"
        case .wind: "gust speed (\(units.windSpeedSymbol))"
        case .uv: "UV index"
        case .snow, .storm: nil
        }
    }
}

/// What a check is asked: where, which condition, over how long from now, at which threshold.
public struct WeatherCheckRequest: Sendable, Hashable {
    /// The window looked at when none is given: 12 hours.
    public static let defaultWithinMinutes = 12 * 60

    /// Where.
    public let location: ForecastLocation
    /// What to look for.
    public let condition: WeatherCheckCondition
    /// How far ahead to look, in minutes from now; at most the provider's hourly range.
    public let withinMinutes: Int
    /// The threshold, in `units`; `nil` for the condition's default.
    public let threshold: Double?
    /// The units thresholds and values are in.
    public let units: Units

    /// Makes a request; it is validated when used.
    public init(
        location: ForecastLocation, condition: WeatherCheckCondition,
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
        guard let threshold else { return }
        guard let range = condition.thresholdRange(in: units) else {
            throw .invalidInput(reason: "\(condition.rawValue) takes no threshold")
        }
        try OutOfRange.check(threshold, range.allowed, range.quantity, unit: range.unit)
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
    public let condition: WeatherCheckCondition
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
        location: ResolvedPlace, units: Units, source: DataSource, condition: WeatherCheckCondition,
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
