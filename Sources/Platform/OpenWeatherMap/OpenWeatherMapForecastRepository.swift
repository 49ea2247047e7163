internal import Domain

/// The forecast repositories on OpenWeatherMap: daily forecasts (from the free plan's 3-hour steps, or the paid
/// plans' daily endpoint) and the conditions now. It gives no hourly forecast: its steps are three hours long.
struct OpenWeatherMapForecastRepository: AllForecastsRepository {
    let client: ServiceClient
    let baseURL: String
    let key: String
    let plan: OpenWeatherMapConfiguration.Plan

    var source: DataSource { DataSource(provider: "OpenWeatherMap", attribution: "Weather data by OpenWeatherMap") }
    var maximumDays: Int { plan.maximumDays }
    var maximumHours: Int { 0 }

    func dailyForecast(for place: Place, days: Int, units: Units) async throws -> ForecastAnswer<[DailyForecast]> {
        let query = OpenWeatherMapQuery(coordinate: place.coordinate, units: units, key: key)
        switch plan {
        case .paid:
            return try await client.fetch(OpenWeatherMapDailyTarget(baseURL: baseURL, query: query, days: days))
        case .free:
            let (steps, offset) = try await client.fetch(OpenWeatherMapForecastTarget(baseURL: baseURL, query: query))
            let daily = OpenWeatherMapDailyAggregation(units: units, utcOffsetSeconds: offset).days(from: steps, count: days)
            return ForecastAnswer(daily, timeZoneIdentifier: nil, utcOffsetSeconds: offset)
        }
    }

    /// - Throws: always: OpenWeatherMap's steps are three hours long (the command refuses before asking).
    func hourlyForecast(for place: Place, hours: Int, units: Units) async throws -> ForecastAnswer<[HourlyForecast]> {
        throw ForecastError.invalidInput(reason: "OpenWeatherMap gives no hourly forecast; it gives daily forecasts and the conditions now")
    }

    func currentConditions(for place: Place, units: Units) async throws -> ForecastAnswer<CurrentConditions> {
        let query = OpenWeatherMapQuery(coordinate: place.coordinate, units: units, key: key)
        let (step, offset) = try await client.fetch(OpenWeatherMapCurrentTarget(baseURL: baseURL, query: query))
        let convert = OpenWeatherMapUnits(units: units)
        let now = CurrentConditions(
            time: LocalDateTime(step.time, utcOffsetSeconds: offset),
            condition: step.conditionID.flatMap(OpenWeatherMapCondition.condition(for:)),
            temperature: step.temperature, apparentTemperature: step.feelsLike, relativeHumidity: step.humidity,
            precipitation: step.precipitation.map(convert.precipitation), windSpeed: step.windSpeed.map(convert.windSpeed),
            windGusts: step.windGust.map(convert.windSpeed), windDirection: step.windDirection, pressureMSL: step.pressure,
            cloudCover: step.cloudCover
        )
        return ForecastAnswer(now, timeZoneIdentifier: nil, utcOffsetSeconds: offset)
    }
}

extension OpenWeatherMapConfiguration.Plan {
    /// The most days the plan forecasts: five (in 3-hour steps), or sixteen.
    var maximumDays: Int { self == .free ? 5 : 16 }
}
