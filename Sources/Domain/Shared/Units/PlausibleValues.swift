/// The ranges no real weather leaves, by quantity, in the units asked for. A service's value outside its range
/// (or not a finite number) is a bad response, never a number shown to a person or a crash.
struct PlausibleValues {
    let units: Units

    /// Air temperatures: −100…70 °C (the records are −89 °C and 57 °C).
    var temperature: ClosedRange<Double> { units.temperature.value(fromCelsius: -100)...units.temperature.value(fromCelsius: 70) }
    /// Precipitation in a day: 0…2000 mm (the record is about 1825 mm).
    var dailyPrecipitation: ClosedRange<Double> { 0...units.precipitation.value(fromMillimetres: 2000) }
    /// Precipitation in an hour or less: 0…500 mm (the record is about 305 mm).
    var hourlyPrecipitation: ClosedRange<Double> { 0...units.precipitation.value(fromMillimetres: 500) }
    /// Wind speeds and gusts: 0…500 km/h (the record gust is about 408 km/h).
    var windSpeed: ClosedRange<Double> { 0...units.windSpeed.value(fromMetresPerSecond: 500 / 3.6) }
    /// Percentages: humidity, cloud cover, chance of precipitation.
    let percentage: ClosedRange<Double> = 0...100
    /// Directions, in degrees clockwise from north.
    let direction: ClosedRange<Double> = 0...360
    /// Sea-level pressure: 800…1100 hPa (the records are about 870 and 1084 hPa).
    let pressure: ClosedRange<Double> = 800...1100
    /// The UV index.
    let uvIndex: ClosedRange<Double> = 0...30

    /// One quantity to check: its name in answers, its value, and where it must lie.
    private typealias Quantity = (name: String, value: Double?, range: ClosedRange<Double>)

    /// Throws at the first quantity given and outside its range (or not a finite number), naming it and `place`.
    private func check(_ quantities: [Quantity], at place: String) throws(ForecastError) {
        for quantity in quantities {
            guard let value = quantity.value, !quantity.range.contains(value) else { continue }
            throw .badResponse(reason: "\(quantity.name) \(place) is \(value), which no weather reaches")
        }
    }

    /// The quantities an hour's forecast and the conditions now share.
    private func weatherAtOneTime(
        temperature: Double?, apparentTemperature: Double?, relativeHumidity: Double?, precipitation: Double?,
        windSpeed: Double?, windGusts: Double?, windDirection: Double?, cloudCover: Double?
    ) -> [Quantity] {
        [
            ("temperature", temperature, self.temperature),
            ("apparent_temperature", apparentTemperature, self.temperature),
            ("relative_humidity", relativeHumidity, percentage),
            ("precipitation", precipitation, hourlyPrecipitation),
            ("wind_speed", windSpeed, self.windSpeed),
            ("wind_gusts", windGusts, self.windSpeed),
            ("wind_direction", windDirection, direction),
            ("cloud_cover", cloudCover, percentage),
        ]
    }

    /// Throws at the first implausible value of a day.
    func check(_ day: DailyForecast) throws(ForecastError) {
        try check([
            ("temperature_min", day.temperatureMin, temperature),
            ("temperature_max", day.temperatureMax, temperature),
            ("precipitation_sum", day.precipitationSum, dailyPrecipitation),
            ("precipitation_probability", day.precipitationProbability, percentage),
            ("wind_speed_max", day.windSpeedMax, windSpeed),
            ("wind_direction", day.windDirection, direction),
            ("uv_index_max", day.uvIndexMax, uvIndex),
        ], at: "on \(day.date.iso8601)")
    }

    /// Throws at the first implausible value of an hour.
    func check(_ hour: HourlyForecast) throws(ForecastError) {
        let shared = weatherAtOneTime(
            temperature: hour.temperature, apparentTemperature: hour.apparentTemperature,
            relativeHumidity: hour.relativeHumidity, precipitation: hour.precipitation, windSpeed: hour.windSpeed,
            windGusts: hour.windGusts, windDirection: hour.windDirection, cloudCover: hour.cloudCover
        )
        try check(shared + [
            ("precipitation_probability", hour.precipitationProbability, percentage),
            ("uv_index", hour.uvIndex, uvIndex),
        ], at: "at \(hour.time.iso8601)")
    }

    /// Throws at the first implausible value of the conditions now.
    func check(_ now: CurrentConditions) throws(ForecastError) {
        let shared = weatherAtOneTime(
            temperature: now.temperature, apparentTemperature: now.apparentTemperature,
            relativeHumidity: now.relativeHumidity, precipitation: now.precipitation, windSpeed: now.windSpeed,
            windGusts: now.windGusts, windDirection: now.windDirection, cloudCover: now.cloudCover
        )
        try check(shared + [("pressure_msl", now.pressureMSL, pressure)], at: "at \(now.time.iso8601)")
    }
}
