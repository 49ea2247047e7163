/// The ranges no real weather leaves, by quantity, in the units asked for. A service's value outside its range
/// (or not a finite number) is a bad response, never a number shown to a person or a crash.
struct PlausibleValues {
    let units: Units

    /// Air temperatures: −100…70 °C (the records are −89 °C and 57 °C).
    var temperature: ClosedRange<Double> { units == .metric ? -100...70 : -148...158 }
    /// Precipitation in a day: 0…2000 mm (the record is about 1825 mm).
    var dailyPrecipitation: ClosedRange<Double> { units == .metric ? 0...2000 : 0...79 }
    /// Precipitation in an hour or less: 0…500 mm (the record is about 305 mm).
    var hourlyPrecipitation: ClosedRange<Double> { units == .metric ? 0...500 : 0...20 }
    /// Wind speeds and gusts: 0…500 km/h (the record gust is about 408 km/h).
    var windSpeed: ClosedRange<Double> { units == .metric ? 0...500 : 0...311 }
    /// Percentages: humidity, cloud cover, chance of precipitation.
    let percentage: ClosedRange<Double> = 0...100
    /// Directions, in degrees clockwise from north.
    let direction: ClosedRange<Double> = 0...360
    /// Sea-level pressure: 800…1100 hPa (the records are about 870 and 1084 hPa).
    let pressure: ClosedRange<Double> = 800...1100
    /// The UV index.
    let uvIndex: ClosedRange<Double> = 0...30

    /// Throws when `value` is given and outside `range`, naming the quantity and where it was.
    func check(_ value: Double?, in range: ClosedRange<Double>, _ quantity: String, at place: String) throws(ForecastError) {
        guard let value, !range.contains(value) else { return }
        throw .badResponse(reason: "\(quantity) \(place) is \(value), which no weather reaches")
    }

    /// Throws at the first implausible value of a day.
    func check(_ day: DailyForecast) throws(ForecastError) {
        let at = "on \(day.date.iso8601)"
        try check(day.temperatureMin, in: temperature, "temperature_min", at: at)
        try check(day.temperatureMax, in: temperature, "temperature_max", at: at)
        try check(day.precipitationSum, in: dailyPrecipitation, "precipitation_sum", at: at)
        try check(day.precipitationProbability, in: percentage, "precipitation_probability", at: at)
        try check(day.windSpeedMax, in: windSpeed, "wind_speed_max", at: at)
        try check(day.windDirection, in: direction, "wind_direction", at: at)
        try check(day.uvIndexMax, in: uvIndex, "uv_index_max", at: at)
    }

    /// Throws at the first implausible value of an hour.
    func check(_ hour: HourlyForecast) throws(ForecastError) {
        let at = "at \(hour.time.iso8601)"
        try check(hour.temperature, in: temperature, "temperature", at: at)
        try check(hour.apparentTemperature, in: temperature, "apparent_temperature", at: at)
        try check(hour.relativeHumidity, in: percentage, "relative_humidity", at: at)
        try check(hour.precipitation, in: hourlyPrecipitation, "precipitation", at: at)
        try check(hour.precipitationProbability, in: percentage, "precipitation_probability", at: at)
        try check(hour.cloudCover, in: percentage, "cloud_cover", at: at)
        try check(hour.windSpeed, in: windSpeed, "wind_speed", at: at)
        try check(hour.windGusts, in: windSpeed, "wind_gusts", at: at)
        try check(hour.windDirection, in: direction, "wind_direction", at: at)
        try check(hour.uvIndex, in: uvIndex, "uv_index", at: at)
    }

    /// Throws at the first implausible value of the conditions now.
    func check(_ now: CurrentConditions) throws(ForecastError) {
        let at = "at \(now.time.iso8601)"
        try check(now.temperature, in: temperature, "temperature", at: at)
        try check(now.apparentTemperature, in: temperature, "apparent_temperature", at: at)
        try check(now.relativeHumidity, in: percentage, "relative_humidity", at: at)
        try check(now.precipitation, in: hourlyPrecipitation, "precipitation", at: at)
        try check(now.windSpeed, in: windSpeed, "wind_speed", at: at)
        try check(now.windGusts, in: windSpeed, "wind_gusts", at: at)
        try check(now.windDirection, in: direction, "wind_direction", at: at)
        try check(now.pressureMSL, in: pressure, "pressure_msl", at: at)
        try check(now.cloudCover, in: percentage, "cloud_cover", at: at)
    }
}
