/// The standard ``GetDailyForecastUseCase``: validates the request against the provider's limit, resolves the
/// place, fetches its forecast and checks every value is one weather can have. Given the time-zone rules, it gives
/// every day a sunrise and sunset: the service's where it sends them, else computed (``SunCalculator``).
public struct DailyForecastService: GetDailyForecastUseCase {
    private let places: any ResolvePlaceUseCase
    private let forecasts: any DailyForecastRepository
    private let zones: (any TimeZoneRules)?

    /// Makes the use case over a place resolver and a daily forecast repository; with `zones`, the days the service
    /// sends without sunrise and sunset get them computed on the place's clocks.
    public init(places: any ResolvePlaceUseCase, forecasts: any DailyForecastRepository, zones: (any TimeZoneRules)? = nil) {
        self.places = places
        self.forecasts = forecasts
        self.zones = zones
    }

    /// See ``GetDailyForecastUseCase/dailyForecast(for:)``.
    public func dailyForecast(for request: DailyForecastRequest) async throws -> DailyForecastReport {
        try request.validate(maximumDays: forecasts.maximumDays)
        let resolved = try await places.resolvePlace(request.location)
        try forecasts.requireCoverage(of: resolved.place)
        let answer = try await forecasts.dailyForecast(for: resolved.place, days: request.days, units: request.units.measured)
        try ForecastSeries.check(answer.content, time: \.date, needed: request.days, unit: "days")
        let plausible = PlausibleValues(units: request.units.measured)
        for day in answer.content { try plausible.check(day) }
        let location = resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier)
        var days = answer.content.prefix(request.days).map { UnitConversion.day($0, in: request.units) }
        if let zones { days = DaylightFill.days(days, at: location.place, zone: location.place.timeZoneIdentifier, zones: zones) }
        return DailyForecastReport(
            location: location,
            days: days,
            units: request.units,
            source: forecasts.source,
            freshness: answer.freshness
        )
    }
}
