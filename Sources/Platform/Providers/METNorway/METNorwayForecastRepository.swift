internal import Domain

/// The forecast repositories on MET Norway's Locationforecast: one request gives every product, in UTC steps that
/// are turned into the place's local times with the system's time-zone database (UTC for a bare coordinate).
struct METNorwayForecastRepository: DailyForecastRepository, HourlyForecastRepository, CurrentConditionsRepository {
    /// The days the series reaches, today included (it runs about nine days ahead).
    static let maximumDays = 9
    /// The hours the series reaches: hour by hour for about 2.5 days, then in 6-hour steps.
    static let maximumHours = 200

    let client: ProviderClient
    let baseURL: String

    /// The credit MET Norway's terms ask for, in reports and in its profile.
    static let credit = DataSource(provider: "MET Norway", attribution: "Data from MET Norway (CC BY 4.0)")

    var source: DataSource { Self.credit }
    var maximumDays: Int { Self.maximumDays }
    var maximumHours: Int { Self.maximumHours }

    func dailyForecast(for place: Place, days: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        let (fetched, zone) = try await forecast(at: place)
        let daily = METNorwayDailyAggregation(utcOffset: zone.utcOffsetSeconds(at:), units: units).days(from: fetched.value, count: days)
        return ForecastAnswer(daily, timeZoneIdentifier: zone.identifier, freshness: fetched.freshness)
    }

    func hourlyForecast(for place: Place, hours: Int, units: Units) async throws -> ForecastAnswer<[HourlyForecast]> {
        let (fetched, zone) = try await forecast(at: place)
        let steps = fetched.value
        let hourly = steps.covering(hours: hours).map { METNorwayMapper(zone: zone, units: units).hour(from: $0) }
        return ForecastAnswer(
            hourly, timeZoneIdentifier: zone.identifier, utcOffsetSeconds: zone.utcOffsetSeconds(at: steps[0].time), freshness: fetched.freshness
        )
    }

    func currentConditions(for place: Place, units: Units) async throws -> ForecastAnswer<CurrentConditions> {
        let (fetched, zone) = try await forecast(at: place)
        let first = fetched.value[0]
        let now = METNorwayMapper(zone: zone, units: units).conditions(from: first)
        return ForecastAnswer(
            now, timeZoneIdentifier: zone.identifier, utcOffsetSeconds: zone.utcOffsetSeconds(at: first.time), freshness: fetched.freshness
        )
    }

    /// The steps at the place (never empty), and the zone they are read in.
    private func forecast(at place: Place) async throws -> (Fetched<[METNorwayStep]>, PlaceTimeZone) {
        let zone = try PlaceTimeZone(identifier: place.timeZoneIdentifier)
        let steps = try await client.fetched(
            METNorwayLocationforecastTarget(baseURL: baseURL, coordinate: place.coordinate, elevation: place.elevation)
        )
        return (steps, zone)
    }
}
