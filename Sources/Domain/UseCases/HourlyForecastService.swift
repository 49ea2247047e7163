/// The standard ``GetHourlyForecastUseCase``: validates the request against the provider's limit, resolves the
/// place, fetches its hours and keeps those from the current local hour on (the clock says when "now" is; the
/// answer's UTC offset, where it is).
public struct HourlyForecastService: GetHourlyForecastUseCase {
    private let places: any ResolvePlaceUseCase
    private let forecasts: any HourlyForecastRepository
    private let clock: any WallClock

    /// Makes the use case over a place resolver, an hourly forecast repository and a clock.
    public init(places: any ResolvePlaceUseCase, forecasts: any HourlyForecastRepository, clock: any WallClock) {
        self.places = places
        self.forecasts = forecasts
        self.clock = clock
    }

    /// The most hours one forecast can cover.
    var maximumHours: Int { forecasts.maximumHours }

    /// See ``GetHourlyForecastUseCase/hourlyForecast(for:)``.
    public func hourlyForecast(for request: HourlyForecastRequest) async throws -> HourlyForecastReport {
        try await forecastFromNow(for: request).report
    }

    /// The report, and the local time now at the place (`nil` when the service gave no UTC offset).
    func forecastFromNow(for request: HourlyForecastRequest) async throws -> (report: HourlyForecastReport, now: LocalDateTime?) {
        try requireInRange(request.hours, 1...max(1, forecasts.maximumHours), "hours")
        let resolved = try await places.resolvePlace(request.location)
        // One hour more than asked, in case the service's clock is still in the previous hour.
        let asked = min(request.hours + 1, forecasts.maximumHours)
        let answer = try await forecasts.hourlyForecast(for: resolved.place, hours: asked, units: request.units)
        let plausible = PlausibleValues(units: request.units)
        for hour in answer.content { try plausible.check(hour) }
        let now = answer.utcOffsetSeconds.map { LocalDateTime(clock.now(), utcOffsetSeconds: $0) }
        let currentHour = now.map { $0.adding(minutes: -$0.minute) }
        let hours = answer.content.filter { hour in currentHour.map { hour.time >= $0 } ?? true }
        // The extra hour asked for may be gone already; at the provider's limit there was none to ask for.
        try ForecastSeries.check(hours, time: \.time, needed: min(request.hours, asked - 1), unit: "hours from now")
        let report = HourlyForecastReport(
            location: resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier),
            hours: Array(hours.prefix(request.hours)),
            units: request.units,
            source: forecasts.source
        )
        return (report, now)
    }
}
