import Foundation

/// Answers like the US National Weather Service: `/points/{lat},{lon}` for points in the United States (a 404
/// problem answer elsewhere, as the service gives), and the gridpoint's 12-hour and hourly forecasts, made around
/// the real time in America/New_York in the recorded answers' shape (`shared/fixtures/nws/`).
struct NWSStub {
    /// The gridpoint every US point is given.
    static let gridpoint = "/gridpoints/TAE/58,65/forecast"

    func reply(to request: StubRequest, endpoint: StubEndpoint, now: Date) -> StubReply {
        guard let agent = request.headers["user-agent"], !agent.isEmpty else {
            return problem(403, "Forbidden", "A User-Agent is required")
        }
        switch endpoint {
        case .nwsPoints: return point(request)
        case .nwsHourly: return .json(periods(hourly: true, units: request.query["units"], now: now))
        default: return .json(periods(hourly: false, units: request.query["units"], now: now))
        }
    }

    private func point(_ request: StubRequest) -> StubReply {
        let parts = request.path.dropFirst("/points/".count).split(separator: ",").compactMap { Double($0) }
        guard parts.count == 2, (18...72).contains(parts[0]), (-180 ... -64).contains(parts[1]) else {
            return problem(404, "Data Unavailable For Requested Point", "Unable to provide data for requested point \(request.path.dropFirst(8))")
        }
        let base = "http://\(request.headers["host"] ?? "127.0.0.1")"
        let properties: [String: Any] = [
            "forecast": base + Self.gridpoint, "forecastHourly": base + Self.gridpoint + "/hourly",
            "timeZone": "America/New_York", "gridId": "TAE", "gridX": 58, "gridY": 65,
        ]
        return .json(Array((try? JSONSerialization.data(withJSONObject: ["properties": properties])) ?? Data()))
    }

    /// Periods from the current local hour: 12-hour day and night periods, or hours.
    private func periods(hourly: Bool, units: String?, now: Date) -> [UInt8] {
        let zone = TimeZone(identifier: "America/New_York") ?? .gmt
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let hour = calendar.component(.hour, from: now)
        let currentHour = calendar.date(bySettingHour: hour, minute: 0, second: 0, of: now) ?? now
        var starts = [currentHour]
        if hourly {
            starts += (1..<156).map { currentHour.addingTimeInterval(Double($0) * 3600) }
        } else {
            // The first period ends at 06:00 or 18:00; then twelve hours each.
            let firstEnd = calendar.date(bySettingHour: (6..<18).contains(hour) ? 18 : 6, minute: 0, second: 0,
                                         of: hour >= 18 ? now.addingTimeInterval(86_400) : now) ?? now
            starts += (0..<13).map { firstEnd.addingTimeInterval(Double($0) * 43_200) }
        }
        let si = units == "si"
        let list: [[String: Any]] = starts.enumerated().map { index, start in
            let localHour = calendar.component(.hour, from: start)
            let isDay = (6..<18).contains(localHour)
            let fahrenheit = (isDay ? 60 : 45) + index % 7
            return [
                "number": index + 1, "startTime": Self.text(start, zone), "isDaytime": isDay,
                "temperature": si ? Int((Double(fahrenheit - 32) * 5 / 9).rounded()) : fahrenheit,
                "temperatureUnit": si ? "C" : "F",
                "probabilityOfPrecipitation": ["unitCode": "wmoUnit:percent", "value": isDay ? (20 + index % 3 * 10) as Any : NSNull() as Any],
                "windSpeed": si ? "8 to 16 km/h" : "5 to 10 mph", "windDirection": "NW",
                "shortForecast": index % 2 == 0 ? "Mostly Sunny" : "Chance Showers And Thunderstorms",
            ]
        }
        let answer: [String: Any] = ["properties": ["units": si ? "si" : "us", "periods": list]]
        return Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data())
    }

    /// "2026-11-22T14:00:00-05:00".
    /// `date` as the NWS writes times: ISO 8601 with seconds and the zone's offset.
    static func text(_ date: Date, _ zone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssxxx"
        return formatter.string(from: date)
    }

    private func problem(_ status: Int, _ title: String, _ detail: String) -> StubReply {
        let body = ["type": "https://api.weather.gov/problems/InvalidPoint", "title": title, "status": status, "detail": detail] as [String: Any]
        return .answer(status: status, contentType: "application/problem+json",
                       body: Array((try? JSONSerialization.data(withJSONObject: body)) ?? Data()), gzip: false)
    }
}
