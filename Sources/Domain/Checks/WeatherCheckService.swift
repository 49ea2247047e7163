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
        guard let rule = request.condition.hourly else {
            throw ForecastError.invalidInput(reason: "\(request.condition) is not read from the hourly forecast")
        }
        try OutOfRange.check(request.withinMinutes, 1...max(1, hourly.maximumHours * 60), .window)
        try request.validateThreshold()
        // Enough hours to cover the window from the start of the current hour, however far into it now is.
        let hoursNeeded = min((request.withinMinutes + 59) / 60 + 1, hourly.maximumHours)
        let (report, now) = try await hourly.forecastFromNow(
            for: HourlyForecastRequest(location: request.location, hours: hoursNeeded, units: request.units)
        )
        let end = now.map { $0.adding(minutes: request.withinMinutes) }
        let window = report.hours.filter { hour in end.map { hour.time < $0 } ?? true }
        let threshold = request.threshold ?? request.condition.threshold?.defaultValue(in: request.units)
        let first = window.first { rule.isMet($0, threshold, request.units) }
        return WeatherCheckAnswer(
            location: report.location, units: request.units, source: report.source, condition: request.condition,
            withinMinutes: request.withinMinutes, threshold: threshold, first: first,
            value: first.map(rule.value) ?? rule.nearest(in: window), hours: window, freshness: report.freshness
        )
    }
}
