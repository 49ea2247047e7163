internal import Domain

/// The forecast repositories on OpenWeatherMap: daily forecasts (from the free plan's 3-hour steps, or the paid
/// plans' daily endpoint), hours (its 3-hour steps, each step a row, its amount shared out per hour) and the
/// conditions now.
struct OpenWeatherMapForecastRepository: AllForecastsRepository {
    let client: ProviderClient
    let baseURL: String
    let key: String
    let plan: OpenWeatherMapConfiguration.Plan

    /// The credit OpenWeatherMap's data carries, in reports and in its profile.
    static let credit = DataSource(provider: "OpenWeatherMap", attribution: "Weather data by OpenWeatherMap")

    var source: DataSource { Self.credit }
    var maximumDays: Int { plan.maximumDays }
    var maximumHours: Int { Self.maximumHours }

    /// The hours the free forecast's 40 3-hour steps reach, from the current one.
    static let maximumHours = 114

    func dailyForecast(for place: Place, days: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        let query = OpenWeatherMapQuery(coordinate: place.coordinate, units: units, key: key)
        switch plan {
        case .paid:
            return try await client.fetchAnswer(OpenWeatherMapDailyTarget(baseURL: baseURL, query: query, days: days))
        case .free:
            let fetched = try await client.fetched(OpenWeatherMapThreeHourTarget(baseURL: baseURL, query: query))
            let (steps, offset) = fetched.value
            let daily = OpenWeatherMapDailyAggregation(units: units, utcOffsetSeconds: offset).days(from: steps, count: days)
            return ForecastAnswer(daily, timeZoneIdentifier: nil, utcOffsetSeconds: offset, freshness: fetched.freshness)
        }
    }

    func hourlyForecast(for place: Place, hours: Int, units: Units) async throws -> ForecastAnswer<[HourlyForecast]> {
        let query = OpenWeatherMapQuery(coordinate: place.coordinate, units: units, key: key)
        let fetched = try await client.fetched(OpenWeatherMapThreeHourTarget(baseURL: baseURL, query: query))
        let (steps, offset) = fetched.value
        let convert = OpenWeatherMapUnits(units: units)
        let hourly = steps.covering(hours: hours).map { step in
            HourlyForecast(
                time: LocalDateTime(step.time, utcOffsetSeconds: offset),
                condition: step.conditionID.flatMap(OpenWeatherMapCondition.condition(for:)),
                temperature: step.temperature, apparentTemperature: step.feelsLike, relativeHumidity: step.humidity,
                precipitation: convert.precipitation((step.precipitation ?? 0) / 3),
                precipitationProbability: step.chanceOfPrecipitation.map { $0 * 100 }, cloudCover: step.cloudCover,
                windSpeed: step.windSpeed.map(convert.windSpeed), windDirection: step.windDirection,
                windGusts: step.windGust.map(convert.windSpeed)
            )
        }
        return ForecastAnswer(hourly, timeZoneIdentifier: nil, utcOffsetSeconds: offset, freshness: fetched.freshness)
    }

    func currentConditions(for place: Place, units: Units) async throws -> ForecastAnswer<CurrentConditions> {
        let query = OpenWeatherMapQuery(coordinate: place.coordinate, units: units, key: key)
        let fetched = try await client.fetched(OpenWeatherMapCurrentTarget(baseURL: baseURL, query: query))
        let (step, offset) = fetched.value
        let convert = OpenWeatherMapUnits(units: units)
        let now = CurrentConditions(
            time: LocalDateTime(step.time, utcOffsetSeconds: offset),
            condition: step.conditionID.flatMap(OpenWeatherMapCondition.condition(for:)),
            temperature: step.temperature, apparentTemperature: step.feelsLike, relativeHumidity: step.humidity,
            precipitation: step.precipitation.map(convert.precipitation), windSpeed: step.windSpeed.map(convert.windSpeed),
            windGusts: step.windGust.map(convert.windSpeed), windDirection: step.windDirection, pressureMSL: step.pressure,
            cloudCover: step.cloudCover
        )
        return ForecastAnswer(now, timeZoneIdentifier: nil, utcOffsetSeconds: offset, freshness: fetched.freshness)
    }
}

extension OpenWeatherMapConfiguration.Plan {
    /// The most days the plan forecasts: five (in 3-hour steps), or sixteen.
    var maximumDays: Int { self == .free ? 5 : 16 }
}
