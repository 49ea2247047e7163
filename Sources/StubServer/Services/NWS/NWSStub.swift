import Foundation

/// Answers like the US National Weather Service: `/points/{lat},{lon}` for points in the United States (a 404
/// problem answer elsewhere, as the service gives), and the gridpoint's 12-hour and hourly forecasts, made around
/// the real time in America/New_York in the recorded answers' shape (`shared/fixtures/nws/`).
///
/// Made for the place (``StubAnswers/madeForThePlace``), a point's gridpoint carries the point (``GridPoint``), its
/// zone is the one ``USTimeZone`` guesses, and the forecasts are ``NWSGeneratedPeriods`` from the same weather as
/// the other services' answers.
struct NWSStub {
    /// The gridpoint every US point is given in the recorded mode.
    static let gridpoint = "/gridpoints/TAE/58,65/forecast"

    /// Which answers it gives.
    let answers: StubAnswers

    /// Whether `path` is a gridpoint's forecast (`hourly`: its hourly one): the recorded mode's one gridpoint, or the
    /// one a point made for the place names.
    static func isGridpoint(_ path: String, hourly: Bool) -> Bool {
        let recorded = hourly ? gridpoint + "/hourly" : gridpoint
        return path == recorded || GridPoint(path: path).map { hourly ? $0.path + "/hourly" : $0.path } == path
    }

    /// What a request asks: a point, or a gridpoint's 12-hour or hourly forecast.
    enum Product: Sendable {
        case point, forecast, hourly
    }

    /// Answers `request` for `product` as the service would, around `now`.
    func reply(to request: StubRequest, product: Product, now: Date) -> StubReply {
        guard let agent = request.headers["user-agent"], !agent.isEmpty else {
            return problem(403, "Forbidden", "A User-Agent is required")
        }
        let hourly = product == .hourly
        if product == .point { return point(request) }
        if answers == .madeForThePlace, let grid = GridPoint(path: request.path) {
            let zone = USTimeZone.zone(latitude: grid.latitude, longitude: grid.longitude)
            let weather = StubWeather(answers: answers, latitude: grid.latitude, longitude: grid.longitude, timeZone: zone, now: now)
            let periods = NWSGeneratedPeriods(weather: weather, timeZone: zone, si: request.query["units"] == "si")
            return .json(Array((try? JSONSerialization.data(withJSONObject: periods.answer(hourly: hourly))) ?? Data()))
        }
        return .json(periods(hourly: hourly, units: request.query["units"], now: now))
    }

    private func point(_ request: StubRequest) -> StubReply {
        let parts = request.path.dropFirst("/points/".count).split(separator: ",").compactMap { Double($0) }
        guard parts.count == 2, (18...72).contains(parts[0]), (-180 ... -64).contains(parts[1]) else {
            return problem(404, "Data Unavailable For Requested Point", "Unable to provide data for requested point \(request.path.dropFirst(8))")
        }
        let base = "http://\(request.headers["host"] ?? "127.0.0.1")"
        let grid = answers == .madeForThePlace ? GridPoint(latitude: parts[0], longitude: parts[1]) : nil
        let gridpoint = grid?.path ?? Self.gridpoint
        let properties: [String: Any] = [
            "forecast": base + gridpoint, "forecastHourly": base + gridpoint + "/hourly",
            "timeZone": grid.map { USTimeZone.identifier(latitude: $0.latitude, longitude: $0.longitude) } ?? "America/New_York",
            "gridId": "TAE", "gridX": grid?.x ?? 58, "gridY": grid?.y ?? 65,
        ]
        return .json(Array((try? JSONSerialization.data(withJSONObject: ["properties": properties])) ?? Data()))
    }

    /// Periods from the current local hour: 12-hour day and night periods, or hours.
    private func periods(hourly: Bool, units: String?, now: Date) -> [UInt8] {
        let zone = TimeZone(identifier: "America/New_York") ?? .gmt
        let calendar = Calendar.gregorian(in: zone)
        let starts = Self.periodStarts(hourly: hourly, in: zone, now: now)
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

    /// When the periods start, from the current hour on `zone`'s clock: 156 hours, or a first period that ends at the
    /// next 06:00 or 18:00 and then thirteen of twelve hours each, as the service gives them.
    static func periodStarts(hourly: Bool, in zone: TimeZone, now: Date) -> [Date] {
        let calendar = Calendar.gregorian(in: zone)
        let hour = calendar.component(.hour, from: now)
        let currentHour = calendar.date(bySettingHour: hour, minute: 0, second: 0, of: now) ?? now
        if hourly { return (0..<156).map { currentHour.addingTimeInterval(Double($0) * 3600) } }
        let firstEnd = calendar.date(bySettingHour: (6..<18).contains(hour) ? 18 : 6, minute: 0, second: 0,
                                     of: hour >= 18 ? now.addingTimeInterval(86_400) : now) ?? now
        return [currentHour] + (0..<13).map { firstEnd.addingTimeInterval(Double($0) * 43_200) }
    }

    /// "2026-11-22T14:00:00-05:00".
    /// `date` as the NWS writes times: ISO 8601 with seconds and the zone's offset.
    static func text(_ date: Date, _ zone: TimeZone) -> String {
        date.written("yyyy-MM-dd'T'HH:mm:ssxxx", in: zone)
    }

    private func problem(_ status: Int, _ title: String, _ detail: String) -> StubReply {
        let body = ["type": "https://api.weather.gov/problems/InvalidPoint", "title": title, "status": status, "detail": detail] as [String: Any]
        return .answer(status: status, contentType: "application/problem+json",
                       body: Array((try? JSONSerialization.data(withJSONObject: body)) ?? Data()), gzip: false)
    }
}

extension StubEndpoint {
    /// The NWS's points, `/points/{lat},{lon}`.
    public static let nwsPoints = StubEndpoint("nws-points", path: "/points/", matches: { $0.hasPrefix("/points/") }) { call in
        NWSStub(answers: call.answers).reply(to: call.request, product: .point, now: call.now)
    }
}

extension StubEndpoint {
    /// The NWS's 12-hour forecast for the stub's one gridpoint, or the one a point made for the place names.
    public static let nwsForecast = StubEndpoint("nws-forecast", path: NWSStub.gridpoint, matches: { NWSStub.isGridpoint($0, hourly: false) }) { call in
        NWSStub(answers: call.answers).reply(to: call.request, product: .forecast, now: call.now)
    }
}

extension StubEndpoint {
    /// The NWS's hourly forecast for that gridpoint.
    public static let nwsHourly = StubEndpoint("nws-hourly", path: NWSStub.gridpoint + "/hourly", matches: { NWSStub.isGridpoint($0, hourly: true) }) { call in
        NWSStub(answers: call.answers).reply(to: call.request, product: .hourly, now: call.now)
    }
}
