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
        try request.validate(maximumHours: forecasts.maximumHours)
        let resolved = try await places.resolvePlace(request.location)
        try forecasts.requireCoverage(of: resolved.place)
        // One hour more than asked, in case the service's clock is still in the previous hour.
        let asked = min(request.hours + 1, forecasts.maximumHours)
        let answer = try await forecasts.hourlyForecast(for: resolved.place, hours: asked, units: request.units.measured)
        let plausible = PlausibleValues(units: request.units.measured)
        for hour in answer.content { try plausible.check(hour) }
        let now = answer.utcOffsetSeconds.map { LocalDateTime(clock.now(), utcOffsetSeconds: $0) }
        let currentHour = now.map { $0.adding(minutes: -$0.minute) }
        let fromNow = answer.content.filter { hour in currentHour.map { hour.time >= $0 } ?? true }
        let hours: [HourlyForecast]
        if let currentHour {
            // The window is time, not a count: a provider's steps may be longer than an hour (3 or 6 hours).
            let windowEnd = currentHour.adding(minutes: request.hours * 60)
            try ForecastSeries.check(fromNow, time: \.time, needed: 0, unit: "hours from now")
            try Self.requireCoverage(of: answer.content, from: currentHour, to: windowEnd, asked: request.hours, slack: asked > request.hours ? 60 : 120)
            hours = fromNow.filter { $0.time < windowEnd }
        } else {
            // The extra hour asked for may be gone already; at the provider's limit there was none to ask for.
            try ForecastSeries.check(fromNow, time: \.time, needed: min(request.hours, asked - 1), unit: "hours from now")
            hours = Array(fromNow.prefix(request.hours))
        }
        let report = HourlyForecastReport(
            location: resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier),
            hours: hours.map { UnitConversion.moment($0, in: request.units) },
            units: request.units,
            source: forecasts.source,
            freshness: answer.freshness
        )
        return (report, now)
    }

    /// Throws unless the answer reaches the window's last hour (within `slack` minutes: the service's clock may be an
    /// hour behind, and at the provider's limit no extra hour was asked for).
    private static func requireCoverage(
        of entries: [HourlyForecast], from start: LocalDateTime, to end: LocalDateTime, asked: Int, slack: Int
    ) throws(ForecastError) {
        let last = entries.last?.time
        guard let last, last >= end.adding(minutes: -slack) else {
            let covered = last.map { max(0, ($0.minutesSinceEpoch - start.minutesSinceEpoch) / 60 + 1) } ?? 0
            throw .badResponse(reason: "it covers \(covered) hours from now, not the \(asked) asked for")
        }
    }
}
