internal import Domain

/// The forecast repositories on the US National Weather Service: each request first asks `/points` for the
/// gridpoint's forecast URLs, then follows the one it needs. Points outside the United States have no forecast.
struct NWSForecastRepository: AllForecastsRepository {
    /// The days the 12-hour forecast reaches (14 periods).
    static let maximumDays = 7
    /// The hours the hourly forecast reaches.
    static let maximumHours = 156

    let client: ProviderClient
    let baseURL: String

    /// The credit the NWS's data carries, in reports and in its profile.
    static let credit = DataSource(provider: "NWS", attribution: "Forecast from the US National Weather Service")
    /// Where the NWS forecasts: the United States and its territories (Puerto Rico, Guam, the US Virgin Islands,
    /// American Samoa, the Northern Mariana Islands).
    static let coverage = ServiceCoverage.countries(["US", "PR", "GU", "VI", "AS", "MP"], name: "the United States")

    var source: DataSource { Self.credit }
    var coverage: ServiceCoverage { Self.coverage }
    var maximumDays: Int { Self.maximumDays }
    var maximumHours: Int { Self.maximumHours }

    func dailyForecast(for place: Place, days: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        let point = try await self.point(at: place)
        let periods = try await client.fetched(NWSForecastTarget(baseURL: point.forecastURL, units: units))
        return ForecastAnswer(
            NWSDailyAggregation(units: units).days(from: periods.value, count: days), timeZoneIdentifier: point.timeZoneIdentifier,
            freshness: periods.freshness
        )
    }

    func hourlyForecast(for place: Place, hours: Int, units: Units) async throws -> ForecastAnswer<[HourlyForecast]> {
        let (fetched, point, offset) = try await hourlyPeriods(at: place, units: units)
        let convert = NWSUnits(units: units)
        let hourly = fetched.value.prefix(hours).map { period in
            HourlyForecast(
                time: period.start, condition: period.shortForecast.flatMap(NWSCondition.condition(for:)),
                temperature: convert.temperature(period), precipitationProbability: period.chanceOfPrecipitation,
                windSpeed: convert.windSpeed(period), windDirection: period.windDirection, isDay: period.isDaytime
            )
        }
        return ForecastAnswer(hourly, timeZoneIdentifier: point.timeZoneIdentifier, utcOffsetSeconds: offset, freshness: fetched.freshness)
    }

    func currentConditions(for place: Place, units: Units) async throws -> ForecastAnswer<CurrentConditions> {
        let (fetched, point, offset) = try await hourlyPeriods(at: place, units: units)
        let convert = NWSUnits(units: units)
        let now = fetched.value[0]
        let conditions = CurrentConditions(
            time: now.start, condition: now.shortForecast.flatMap(NWSCondition.condition(for:)),
            temperature: convert.temperature(now), windSpeed: convert.windSpeed(now), windDirection: now.windDirection,
            isDay: now.isDaytime
        )
        return ForecastAnswer(conditions, timeZoneIdentifier: point.timeZoneIdentifier, utcOffsetSeconds: offset, freshness: fetched.freshness)
    }

    /// The hourly periods (never empty), the point, and the UTC offset now at the place.
    private func hourlyPeriods(at place: Place, units: Units) async throws -> (Fetched<[NWSPeriod]>, NWSPoint, Int?) {
        let point = try await self.point(at: place)
        let periods = try await client.fetched(NWSForecastTarget(baseURL: point.hourlyForecastURL, units: units))
        let offset = try point.timeZoneIdentifier.map { try PlaceTimeZone(identifier: $0).utcOffsetSeconds(at: client.clock.now()) }
        return (periods, point, offset)
    }

    /// The gridpoint for the place.
    /// - Throws: ``ForecastError/outsideCoverage(service:coverage:)`` for a point it has no data for (its 404): a
    ///   bare coordinate outside the United States, whose country the use cases could not check.
    private func point(at place: Place) async throws -> NWSPoint {
        do {
            return try await client.fetch(NWSPointsTarget(baseURL: baseURL, coordinate: place.coordinate))
        } catch ForecastError.serviceError(status: 404, _) {
            throw ForecastError.outsideCoverage(service: source.provider, coverage: coverage.name)
        }
    }
}
