import Foundation

/// The NWS's forecast periods made for the place from ``StubWeather``, in the recorded answers' shape: hours, or a
/// first period to the next 06:00 or 18:00 and then twelve-hour day and night periods (``NWSStub/periodStarts``). A
/// period's temperature is its hour's, or for twelve hours the day's highest or the night's lowest of its hours; its
/// chance is 80 % when any of its hours rains, else 10 %; its words "Light Rain" or "Cloudy".
struct NWSGeneratedPeriods {
    /// The weather the periods tell.
    let weather: StubWeather
    /// The point's zone, whose clock the periods follow.
    let timeZone: TimeZone
    /// Whether the units are SI (°C, km/h) rather than US (°F, mph).
    let si: Bool

    /// The answer's JSON object.
    func answer(hourly: Bool) -> [String: Any] {
        let starts = NWSStub.periodStarts(hourly: hourly, in: timeZone, now: weather.now)
        let calendar = Calendar.gregorian(in: timeZone)
        let list: [[String: Any]] = starts.enumerated().map { index, start in
            let end = index + 1 < starts.count ? starts[index + 1] : start.addingTimeInterval(hourly ? 3600 : 43_200)
            let hours = stride(from: start.timeIntervalSince1970, to: end.timeIntervalSince1970, by: 3600).map(Date.init(timeIntervalSince1970:))
            let isDay = (6..<18).contains(calendar.component(.hour, from: start))
            let temperatures = hours.map(weather.celsius(at:))
            let celsius = (isDay ? temperatures.max() : temperatures.min()) ?? weather.celsius(at: start)
            let wet = hours.contains(where: weather.isWet(at:))
            let winds = hours.map(weather.windKilometresPerHour(at:)).map { si ? $0 : $0 / 1.609344 }.map { Int($0.rounded()) }
            let lowest = winds.min() ?? 0, highest = winds.max() ?? 0
            return [
                "number": index + 1, "startTime": NWSStub.text(start, timeZone), "endTime": NWSStub.text(end, timeZone), "isDaytime": isDay,
                "temperature": Int((si ? celsius : celsius * 9 / 5 + 32).rounded()), "temperatureUnit": si ? "C" : "F",
                "probabilityOfPrecipitation": ["unitCode": "wmoUnit:percent", "value": wet ? 80 : 10],
                "windSpeed": (lowest == highest ? "\(highest)" : "\(lowest) to \(highest)") + (si ? " km/h" : " mph"),
                "windDirection": "SW", "shortForecast": wet ? "Light Rain" : "Cloudy",
            ]
        }
        return ["properties": ["units": si ? "si" : "us", "periods": list]]
    }
}
