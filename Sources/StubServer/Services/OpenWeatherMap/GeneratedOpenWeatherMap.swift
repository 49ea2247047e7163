import Foundation

/// OpenWeatherMap's answers made for the place (``StubAnswers/madeForThePlace``) from ``StubWeather``, in the recorded
/// answers' shapes and the `units` asked (`standard`: kelvin and m/s; `metric`: °C and m/s; `imperial`: °F and mph):
/// the free forecast's 40 three-hour steps from the next slot, the current weather, and the paid plan's days from
/// today (each day's temperatures from its hours, its Sun's rise and set for the coordinate). A step rains (500,
/// "light rain") when any of its hours does, else it is overcast (804); it is day from 06:00 to 18:00 solar time.
struct GeneratedOpenWeatherMap {
    /// The weather the answers tell.
    let weather: StubWeather
    /// The point asked.
    let latitude: Double
    let longitude: Double
    /// The zone whose offset the answers give and whose dates the days are.
    let timeZone: TimeZone
    /// `standard`, `metric` or `imperial`.
    let units: String

    /// The free forecast, `/data/2.5/forecast`.
    func forecast() -> [String: Any] {
        let slot = 3.0 * 3600
        let first = (weather.now.timeIntervalSince1970 / slot).rounded(.up) * slot
        let list = (0..<40).map { step(at: Date(timeIntervalSince1970: first + Double($0) * slot), hours: 3) }
        return ["cod": "200", "message": 0, "cnt": list.count, "list": list, "city": city()]
    }

    /// The current weather, `/data/2.5/weather`.
    func current() -> [String: Any] {
        let now = Date(timeIntervalSince1970: (weather.now.timeIntervalSince1970 / 60).rounded(.down) * 60)
        let sun = today()
        return step(at: now, hours: 1).merging([
            "coord": ["lon": longitude, "lat": latitude], "base": "stations", "timezone": offset, "id": 0, "name": "", "cod": 200,
            "sys": ["country": "", "sunrise": sun.rise, "sunset": sun.set],
        ]) { $1 }
    }

    /// The paid plan's days, `/data/2.5/forecast/daily?cnt=N`.
    func daily(count: Int) -> [String: Any] {
        let list: [[String: Any]] = LocalDayHours.days(count, from: weather.now, in: timeZone).map { day in
            let at = { (hour: Int) in day.midnight.addingTimeInterval(Double(hour) * 3600) }
            let celsius = day.hours.map(weather.celsius(at:))
            let wet = day.hours.filter(weather.isWet(at:))
            let sun = SunTimes(on: day.midnight, in: timeZone, latitude: latitude, longitude: longitude)
            var item: [String: Any] = [
                "dt": Int(at(12).timeIntervalSince1970), "sunrise": unix(sun?.sunrise), "sunset": unix(sun?.sunset),
                "temp": [
                    "day": temperature(weather.celsius(at: at(12))), "min": temperature(celsius.min() ?? 0), "max": temperature(celsius.max() ?? 0),
                    "night": temperature(weather.celsius(at: at(0))), "eve": temperature(weather.celsius(at: at(18))),
                    "morn": temperature(weather.celsius(at: at(6))),
                ],
                "pressure": Int(weather.pressure), "humidity": weather.relativeHumidity(at: at(12)), "weather": [condition(wet: !wet.isEmpty, day: true)],
                "speed": speed(day.hours.map(weather.windKilometresPerHour(at:)).max() ?? 0), "deg": weather.windDirection,
                "clouds": weather.cloudCover, "pop": wet.isEmpty ? 0.1 : 0.8,
            ]
            if !wet.isEmpty { item["rain"] = rounded(Double(wet.count) * StubWeather.rainPerHour) }
            return item
        }
        return ["cod": "200", "message": 0, "cnt": list.count, "list": list, "city": city()]
    }

    /// One step from `date`, its rain and condition those of the `hours` from it.
    private func step(at date: Date, hours: Int) -> [String: Any] {
        let celsius = weather.celsius(at: date)
        let rain = (0..<hours).map { weather.rain(at: date.addingTimeInterval(Double($0) * 3600)) }.reduce(0, +)
        let isDay = (6..<18).contains(weather.hourOfDay(at: date))
        var item: [String: Any] = [
            "dt": Int(date.timeIntervalSince1970),
            "main": [
                "temp": temperature(celsius), "feels_like": temperature(celsius - 3), "temp_min": temperature(celsius),
                "temp_max": temperature(celsius), "pressure": Int(weather.pressure), "humidity": weather.relativeHumidity(at: date),
            ],
            "weather": [condition(wet: rain > 0, day: isDay)], "clouds": ["all": weather.cloudCover],
            "wind": [
                "speed": speed(weather.windKilometresPerHour(at: date)), "deg": weather.windDirection,
                "gust": speed(weather.windKilometresPerHour(at: date) * 2),
            ],
            "visibility": 10_000, "pop": rain > 0 ? 0.8 : 0.1, "sys": ["pod": isDay ? "d" : "n"],
            "dt_txt": String(date.formatted(.iso8601).dropLast()).replacingOccurrences(of: "T", with: " "),
        ]
        if rain > 0 { item["rain"] = [hours == 3 ? "3h" : "1h": rounded(rain)] }
        return item
    }

    /// The answer's `city`: the point, the zone's offset now, and today's Sun.
    private func city() -> [String: Any] {
        let sun = today()
        return [
            "id": 0, "name": "", "coord": ["lat": latitude, "lon": longitude], "country": "", "population": 0,
            "timezone": offset, "sunrise": sun.rise, "sunset": sun.set,
        ]
    }

    /// Today's sunrise and sunset, in Unix seconds (local midnight and the next when the Sun does not cross the
    /// horizon).
    private func today() -> (rise: Int, set: Int) {
        let midnight = Calendar.gregorian(in: timeZone).startOfDay(for: weather.now)
        let sun = SunTimes(on: midnight, in: timeZone, latitude: latitude, longitude: longitude)
        return (unix(sun?.sunrise ?? midnight), unix(sun?.sunset ?? midnight.addingTimeInterval(86_399)))
    }

    /// The zone's offset from UTC now, in seconds, as `timezone` gives it.
    private var offset: Int { timeZone.secondsFromGMT(for: weather.now) }

    /// A `weather` item: light rain or overcast clouds, with the day's or the night's icon.
    private func condition(wet: Bool, day: Bool) -> [String: Any] {
        wet
            ? ["id": 500, "main": "Rain", "description": "light rain", "icon": day ? "10d" : "10n"]
            : ["id": 804, "main": "Clouds", "description": "overcast clouds", "icon": day ? "04d" : "04n"]
    }

    /// A temperature in the units asked, to two decimals.
    private func temperature(_ celsius: Double) -> Double {
        rounded(units == "metric" ? celsius : units == "imperial" ? celsius * 9 / 5 + 32 : celsius + 273.15)
    }

    /// A wind speed in the units asked (mph for imperial, else m/s), to two decimals.
    private func speed(_ kmh: Double) -> Double { rounded(units == "imperial" ? kmh / 1.609344 : kmh / 3.6) }

    /// To two decimals, as the service writes its numbers.
    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// A time as Unix seconds, or `null` when there is none.
    private func unix(_ date: Date?) -> Any { date.map { Int($0.timeIntervalSince1970) } ?? NSNull() }

    /// A time as Unix seconds.
    private func unix(_ date: Date) -> Int { Int(date.timeIntervalSince1970) }
}
