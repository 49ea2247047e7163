import Foundation

/// Hourly and current answers made up around the real time, as Open-Meteo's are: `forecast_hours=N` hours from
/// the current hour in the asked time zone, and the current 15-minute step, in the units asked. The weather is
/// ``StubWeather``'s, so that tests can know the answer: dry and overcast for the next 8 hours, then light rain
/// (0.4 mm, 80 %) from then on; temperatures on a daily curve between about 4 and 12 °C (the recorded mode's), or
/// around the place's climate (the answers made for the place).
struct GeneratedForecast {
    /// The time the answer is made at.
    var now: Date { weather.now }
    let timeZone: TimeZone
    let fahrenheit: Bool
    /// `wind_speed_unit`: kmh (the default), ms, mph or kn.
    let windUnit: String
    let inches: Bool
    /// Whether every number is absurd (1e20), to see that clients refuse it.
    let absurd: Bool
    /// The weather the answer tells.
    let weather: StubWeather

    /// The stub's zone for a request: the `timezone` parameter when it names a zone, else one guessed from the
    /// longitude (New York west of 60° W, Shanghai east of 100° E, London otherwise).
    static func timeZone(for request: StubRequest, longitude: Double) -> TimeZone {
        if let name = request.query["timezone"], name != "auto", let zone = TimeZone(identifier: name) { return zone }
        let guess = longitude < -60 ? "America/New_York" : longitude > 100 ? "Asia/Shanghai" : "Europe/London"
        return TimeZone(identifier: guess) ?? TimeZone(secondsFromGMT: 0)!
    }

    /// The answer to `request` at the coordinate, in the units and zone it asks.
    init(
        request: StubRequest, latitude: Double, longitude: Double, answers: StubAnswers, now: Date, absurd: Bool = false
    ) {
        timeZone = Self.timeZone(for: request, longitude: longitude)
        fahrenheit = request.query["temperature_unit"] == "fahrenheit"
        windUnit = request.query["wind_speed_unit"] ?? "kmh"
        inches = request.query["precipitation_unit"] == "inch"
        self.absurd = absurd
        weather = StubWeather(answers: answers, latitude: latitude, longitude: longitude, timeZone: timeZone, now: now)
    }

    /// The answer's common head, as Open-Meteo gives it.
    func head(latitude: Double, longitude: Double) -> [String: Any] {
        [
            "latitude": latitude, "longitude": longitude, "generationtime_ms": 0.05,
            "utc_offset_seconds": timeZone.secondsFromGMT(for: now), "timezone": timeZone.identifier,
            "timezone_abbreviation": timeZone.abbreviation(for: now) ?? "", "elevation": 25.0,
        ]
    }

    /// `hourly` and `hourly_units` for the variables asked, `count` hours from the current hour.
    func hourly(variables: [String], count: Int) -> [String: Any] {
        let start = floor(now.timeIntervalSince1970 / 3600) * 3600
        let hours = (0..<count).map { Date(timeIntervalSince1970: start + Double($0) * 3600) }
        var block: [String: Any] = ["time": hours.map(localTime)]
        var units: [String: Any] = ["time": "iso8601"]
        for variable in variables {
            block[variable] = hours.map { value(of: variable, at: $0) }
            units[variable] = unit(of: variable)
        }
        return ["hourly": block, "hourly_units": units]
    }

    /// `current` and `current_units` for the variables asked, at the current 15-minute step.
    func current(variables: [String]) -> [String: Any] {
        let step = Date(timeIntervalSince1970: floor(now.timeIntervalSince1970 / 900) * 900)
        var block: [String: Any] = ["time": localTime(step), "interval": 900]
        var units: [String: Any] = ["time": "iso8601", "interval": "seconds"]
        for variable in variables {
            block[variable] = value(of: variable, at: step)
            units[variable] = unit(of: variable)
        }
        return ["current": block, "current_units": units]
    }

    /// One hourly variable's value for the hour (or 15-minute step) at `date`, in the answer's units; `null` for a
    /// variable the stub does not make.
    func value(of variable: String, at date: Date) -> Any {
        if absurd { return 1e20 }
        let wet = weather.isWet(at: date)
        let localHour = weather.hourOfDay(at: date)
        let celsius = weather.celsius(at: date)
        let kmh = weather.windKilometresPerHour(at: date)
        switch variable {
        case "temperature_2m": return rounded(fahrenheit ? celsius * 9 / 5 + 32 : celsius)
        case "apparent_temperature": return rounded(fahrenheit ? (celsius - 3) * 9 / 5 + 32 : celsius - 3)
        case "weather_code": return wet ? 61 : 3
        case "precipitation": return wet ? (inches ? 0.016 : StubWeather.rainPerHour) : 0.0
        case "precipitation_probability": return wet ? 80 : 10
        case "relative_humidity_2m": return weather.relativeHumidity(at: date)
        case "cloud_cover": return weather.cloudCover
        case "wind_speed_10m": return rounded(OpenMeteoWindUnit.speed(kmh, in: windUnit))
        case "wind_gusts_10m": return rounded(OpenMeteoWindUnit.speed(kmh * 2, in: windUnit))
        case "wind_direction_10m": return weather.windDirection
        case "pressure_msl": return weather.pressure
        case "uv_index": return (7...16).contains(Int(localHour)) ? 1.2 : 0.0
        case "is_day": return (8...16).contains(Int(localHour)) ? 1 : 0
        default: return NSNull()
        }
    }

    /// The label of an hourly variable's unit in `hourly_units`.
    func unit(of variable: String) -> String {
        switch variable {
        case "temperature_2m", "apparent_temperature": fahrenheit ? "°F" : "°C"
        case "precipitation": inches ? "inch" : "mm"
        case "wind_speed_10m", "wind_gusts_10m": OpenMeteoWindUnit.label(windUnit)
        case "weather_code": "wmo code"
        case "pressure_msl": "hPa"
        case "wind_direction_10m": "°"
        case "uv_index", "is_day": ""
        default: "%"
        }
    }

    private func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// `YYYY-MM-DDTHH:MM` on the zone's wall clock.
    func localTime(_ date: Date) -> String {
        let parts = Calendar.gregorian(in: timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!)
    }
}

extension Calendar {
    /// The Gregorian calendar in `zone`.
    static func gregorian(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}

/// Open-Meteo's `wind_speed_unit` values, as the service converts and labels them.
enum OpenMeteoWindUnit {
    /// A speed in km/h in `unit` (kmh for anything else).
    static func speed(_ kmh: Double, in unit: String) -> Double {
        switch unit {
        case "ms": kmh / 3.6
        case "mph": kmh / 1.609344
        case "kn": kmh / 1.852
        default: kmh
        }
    }

    /// The unit's label in `*_units`; the service writes miles per hour "mp/h".
    static func label(_ unit: String) -> String {
        switch unit {
        case "ms": "m/s"
        case "mph": "mp/h"
        case "kn": "kn"
        default: "km/h"
        }
    }
}
