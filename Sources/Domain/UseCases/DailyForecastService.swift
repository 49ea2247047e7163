/// The standard ``GetDailyForecastUseCase``: validates the request against the provider's limit, resolves the
/// place, fetches its forecast and checks every value is one weather can have.
public struct DailyForecastService: GetDailyForecastUseCase {
    private let places: any ResolvePlaceUseCase
    private let forecasts: any DailyForecastRepository

    /// Makes the use case over a place resolver and a daily forecast repository.
    public init(places: any ResolvePlaceUseCase, forecasts: any DailyForecastRepository) {
        self.places = places
        self.forecasts = forecasts
    }

    /// See ``GetDailyForecastUseCase/dailyForecast(for:)``.
    public func dailyForecast(for request: DailyForecastRequest) async throws -> Forecast {
        try request.validate(maximumDays: forecasts.maximumDays)
        let resolved = try await places.resolvePlace(request.location)
        try forecasts.requireCoverage(of: resolved.place)
        let answer = try await forecasts.dailyForecast(for: resolved.place, days: request.days, units: request.units.measured)
        try ForecastSeries.check(answer.content, time: \.date, needed: request.days, unit: "days")
        let plausible = PlausibleValues(units: request.units.measured)
        for day in answer.content { try plausible.check(day) }
        return Forecast(
            location: resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier),
            days: answer.content.prefix(request.days).map { UnitConversion.day($0, in: request.units) },
            units: request.units,
            source: forecasts.source,
            freshness: answer.freshness
        )
    }
}
