import Foundation

/// Answers like MET Norway's Locationforecast: the recorded answer with every step moved so that the first is the
/// current hour (UTC), as the real service's is. It enforces the terms the real service enforces with 403: a
/// User-Agent that names the application, and coordinates with at most four decimals. Like the real service, it
/// says when the answer was made (`Last-Modified`: the current hour) and until when to reuse it (`Expires`: half an
/// hour from now), and answers 304 Not Modified to an `If-Modified-Since` that is not older. Made for the place
/// (``StubAnswers/madeForThePlace``), the steps are ``GeneratedLocationforecast``'s for the coordinate asked instead.
struct METNorwayStub {
    let recorded: [UInt8]
    /// Which answers it gives.
    let answers: StubAnswers

    func reply(to request: StubRequest, now: Date) -> StubReply {
        if let refusal = Self.refusal(of: request) { return refusal }
        let (latitudeDegrees, longitudeDegrees) = Self.coordinate(of: request) ?? (0, 0)
        guard var answer = try? JSONSerialization.jsonObject(with: Data(recorded)) as? [String: Any],
              var properties = answer["properties"] as? [String: Any],
              let steps = properties["timeseries"] as? [[String: Any]],
              let firstText = steps.first?["time"] as? String, let first = Self.time(firstText) else { return .json(recorded) }
        let currentHour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        let freshness = [
            "Last-Modified: \(Self.httpDate(Date(timeIntervalSince1970: currentHour)))",
            "Expires: \(Self.httpDate(now.addingTimeInterval(1800)))",
        ]
        if let since = request.headers["if-modified-since"], let date = Self.parseHTTPDate(since), date.timeIntervalSince1970 >= currentHour {
            return .withHeaders(freshness, .answer(status: 304, contentType: "application/json", body: [], gzip: false))
        }
        if answers == .madeForThePlace {
            let weather = StubWeather(answers: answers, latitude: latitudeDegrees, longitude: longitudeDegrees, timeZone: .gmt, now: now)
            let made = GeneratedLocationforecast(
                weather: weather, latitude: latitudeDegrees, longitude: longitudeDegrees, altitude: request.query["altitude"].flatMap(Double.init) ?? 0
            )
            return .withHeaders(freshness, .json(Array((try? JSONSerialization.data(withJSONObject: made.answer())) ?? Data())))
        }
        let shift = currentHour - first.timeIntervalSince1970
        properties["timeseries"] = steps.map { step in
            var step = step
            if let text = step["time"] as? String, let time = Self.time(text) {
                step["time"] = Self.text(time.addingTimeInterval(shift))
            }
            return step
        }
        answer["properties"] = properties
        return .withHeaders(freshness, .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data(recorded))))
    }

    private static let httpDateFormat = Date.VerbatimFormatStyle(
        format: "\(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .defaultDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) GMT",
        locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "GMT")!, calendar: Calendar(identifier: .gregorian)
    )

    /// An IMF-fixdate, as HTTP's date headers carry.
    static func httpDate(_ date: Date) -> String {
        date.formatted(httpDateFormat)
    }

    /// The date in an HTTP date header, such as `If-Modified-Since`.
    static func parseHTTPDate(_ text: String) -> Date? {
        try? Date(text, strategy: httpDateFormat.parseStrategy)
    }

    /// What the real service answers a request that breaks its terms (403: no User-Agent naming the application, or
    /// more than four decimals) or lacks a coordinate (400); `nil` for a request it answers. Every MET Norway
    /// product's stand-in checks this first.
    static func refusal(of request: StubRequest) -> StubReply? {
        guard let agent = request.headers["user-agent"], !agent.isEmpty, !agent.lowercased().hasPrefix("curl/") else {
            return forbidden("requests must identify the application with a User-Agent (see the terms of service)")
        }
        guard let latitude = request.query["lat"], let longitude = request.query["lon"], coordinate(of: request) != nil else {
            return .answer(status: 400, contentType: "text/plain", body: Array("lat and lon are required".utf8), gzip: false)
        }
        guard [latitude, longitude].allSatisfy({ ($0.split(separator: ".").dropFirst().first?.count ?? 0) <= 4 }) else {
            return forbidden("coordinates may have at most 4 decimals")
        }
        return nil
    }

    /// The coordinate a request asks for, in degrees, when it has one.
    static func coordinate(of request: StubRequest) -> (latitude: Double, longitude: Double)? {
        guard let latitude = request.query["lat"].flatMap(Double.init), let longitude = request.query["lon"].flatMap(Double.init) else { return nil }
        return (latitude, longitude)
    }

    private static func forbidden(_ reason: String) -> StubReply {
        .answer(status: 403, contentType: "text/plain", body: Array("403 Forbidden: \(reason)".utf8), gzip: false)
    }

    /// The instant of a UTC time such as `2026-04-26T10:20:00Z`.
    static func time(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    /// A UTC time such as `2026-04-26T10:20:00Z`.
    static func text(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}

extension StubEndpoint {
    /// MET Norway's Locationforecast, `/weatherapi/locationforecast/2.0/compact`.
    public static let metNorway = StubEndpoint("met-norway", path: "/weatherapi/locationforecast/2.0/compact") { call in
        METNorwayStub(recorded: call.fixtures.metNorwayLocationforecast, answers: call.answers).reply(to: call.request, now: call.now)
    }
}
