import Foundation

/// A Locationforecast answer made for the place (``StubAnswers/madeForThePlace``) from ``StubWeather``, in the real
/// one's compact shape: steps from the current hour (UTC), hourly for about 60 hours (until a step at 00, 06, 12 or
/// 18 UTC), then 6-hourly to 9 days. Each step has the instant details forecast reads and, while the series lasts,
/// `next_1_hours` (hourly steps), `next_6_hours` and `next_12_hours` with a symbol (`cloudy`, or `lightrain` when any
/// of the hours rains) and the hours' rain.
struct GeneratedLocationforecast {
    /// The hours of hourly steps, at least.
    static let hourlyHours = 60
    /// The hours the series covers.
    static let lastHour = 9 * 24

    /// The weather the steps tell.
    let weather: StubWeather
    /// The point asked, as the answer's geometry gives it back.
    let latitude: Double
    let longitude: Double
    let altitude: Double

    /// The answer's JSON object.
    func answer() -> [String: Any] {
        let start = weather.currentHour.timeIntervalSince1970
        let sixHourly = ((start + Double(Self.hourlyHours) * 3600) / 21_600).rounded(.up) * 21_600
        let end = start + Double(Self.lastHour) * 3600
        let times = Array(stride(from: start, to: sixHourly, by: 3600)) + Array(stride(from: sixHourly, through: end, by: 21_600))
        let steps = times.map { time in step(at: Date(timeIntervalSince1970: time), hourly: time < sixHourly, last: end) }
        let units: [String: Any] = [
            "air_pressure_at_sea_level": "hPa", "air_temperature": "celsius", "cloud_area_fraction": "%",
            "precipitation_amount": "mm", "relative_humidity": "%", "wind_from_direction": "degrees", "wind_speed": "m/s",
        ]
        return [
            "type": "Feature",
            "geometry": ["type": "Point", "coordinates": [longitude, latitude, altitude]],
            "properties": ["meta": ["updated_at": weather.currentHour.formatted(.iso8601), "units": units], "timeseries": steps],
        ]
    }

    /// The step at `date`: its instant details and the periods that fit before the series ends (`last`, Unix seconds).
    private func step(at date: Date, hourly: Bool, last: Double) -> [String: Any] {
        let details: [String: Any] = [
            "air_pressure_at_sea_level": weather.pressure, "air_temperature": rounded(weather.celsius(at: date)),
            "cloud_area_fraction": Double(weather.cloudCover), "relative_humidity": Double(weather.relativeHumidity(at: date)),
            "wind_from_direction": Double(weather.windDirection), "wind_speed": rounded(weather.windKilometresPerHour(at: date) / 3.6),
        ]
        var data: [String: Any] = ["instant": ["details": details]]
        let remaining = (last - date.timeIntervalSince1970) / 3600
        if hourly { data["next_1_hours"] = period(from: date, hours: 1) }
        if remaining >= 6 { data["next_6_hours"] = period(from: date, hours: 6) }
        if remaining >= 12 { data["next_12_hours"] = ["summary": (period(from: date, hours: 12)["summary"] ?? [:])] }
        return ["time": date.formatted(.iso8601), "data": data]
    }

    /// A `next_N_hours` block: the hours' symbol and rain.
    private func period(from date: Date, hours: Int) -> [String: Any] {
        let rain = (0..<hours).map { weather.rain(at: date.addingTimeInterval(Double($0) * 3600)) }.reduce(0, +)
        return ["summary": ["symbol_code": rain > 0 ? "lightrain" : "cloudy"], "details": ["precipitation_amount": rounded(rain)]]
    }

    /// To one decimal, as the service writes its numbers.
    private func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
