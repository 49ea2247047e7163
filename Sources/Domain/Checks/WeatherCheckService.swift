/// The standard ``CheckWeatherUseCase``: fetches the hours from now to the end of the window and applies the
/// condition's rule to each, in time order.
public struct WeatherCheckService: CheckWeatherUseCase {
    private let hourly: HourlyForecastService

    /// The least precipitation in an hour that counts as rain, in millimetres.
    public static let wetHourMillimetres = 0.1

    /// Makes the use case over a place resolver, an hourly forecast repository and a clock.
    public init(places: any ResolvePlaceUseCase, forecasts: any HourlyForecastRepository, clock: any WallClock) {
        hourly = HourlyForecastService(places: places, forecasts: forecasts, clock: clock)
    }

    /// See ``CheckWeatherUseCase/check(_:)``.
    public func check(_ request: WeatherCheckRequest) async throws -> WeatherCheckAnswer {
        try OutOfRange.check(request.withinMinutes, 1...max(1, hourly.maximumHours * 60), .window)
        try request.validateThreshold()
        // Enough hours to cover the window from the start of the current hour, however far into it now is.
        let hoursNeeded = min((request.withinMinutes + 59) / 60 + 1, hourly.maximumHours)
        let (report, now) = try await hourly.forecastFromNow(
            for: HourlyForecastRequest(location: request.location, hours: hoursNeeded, units: request.units)
        )
        let end = now.map { $0.adding(minutes: request.withinMinutes) }
        let window = report.hours.filter { hour in end.map { hour.time < $0 } ?? true }
        let threshold = request.threshold ?? request.condition.defaultThreshold(in: request.units)
        let rule = WeatherCheckRule(condition: request.condition, threshold: threshold, units: request.units)
        let first = window.first(where: rule.isMet)
        return WeatherCheckAnswer(
            location: report.location, units: request.units, source: report.source, condition: request.condition,
            withinMinutes: request.withinMinutes, threshold: threshold, first: first,
            value: first.map(rule.value) ?? rule.nearest(in: window), hours: window, freshness: report.freshness
        )
    }
}

/// One condition's rule, applied to an hour.
struct WeatherCheckRule {
    let condition: WeatherCheckCondition
    let threshold: Double?
    let units: Units

    /// Whether the hour meets the condition.
    func isMet(_ hour: HourlyForecast) -> Bool {
        switch condition {
        case .rain:
            let wet = units == .metric ? WeatherCheckService.wetHourMillimetres : WeatherCheckService.wetHourMillimetres / 25.4
            return (hour.precipitation ?? 0) >= wet - 1e-9 || atLeastThreshold(hour.precipitationProbability)
        case .snow: return hour.condition?.kind.isSnow ?? false
        case .storm: return hour.condition?.kind.isStorm ?? false
        case .frost: return hour.temperature.map { value in threshold.map { value <= $0 } ?? false } ?? false
        case .heat, .wind, .uv: return atLeastThreshold(value(hour))
        }
    }

    /// The value the rule compares with the threshold, for this hour.
    func value(_ hour: HourlyForecast) -> Double? {
        switch condition {
        case .rain: hour.precipitationProbability
        case .frost, .heat: hour.temperature
        case .wind: hour.windGusts ?? hour.windSpeed
        case .uv: hour.uvIndex
        case .snow, .storm: nil
        }
    }

    /// The nearest the window came to the condition: the lowest temperature for frost, the highest value otherwise.
    func nearest(in window: [HourlyForecast]) -> Double? {
        let values = window.compactMap(value)
        return condition == .frost ? values.min() : values.max()
    }

    private func atLeastThreshold(_ value: Double?) -> Bool {
        guard let value, let threshold else { return false }
        return value >= threshold
    }
}
