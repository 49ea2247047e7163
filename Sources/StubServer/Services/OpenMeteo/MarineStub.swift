import Foundation

/// Answers Open-Meteo's marine API, `/v1/marine`, at any point or points, in the recorded answer's shape
/// (`python-open-meteo_marine-north-sea.json`: its field names and unit labels, "undefined" for what it lacks): a
/// point inside one of ``SeaBox``'s boxes is sea, with values that follow the clock (``StubSea``); any other point is
/// land, every value `null`, as the real model answers for a land cell. Comma-separated `latitude` and `longitude`
/// lists answer a JSON array, in the order asked; one point answers the object. Each answer's `latitude` and
/// `longitude` are the point snapped to a 0.05° grid, as a model's cell. `hourly=…` gives `forecast_days` days (7
/// unless asked, 0–16) of hours from the start of today on the point's clock: the zone asked, or with
/// `timezone=auto` the zone of the coast its box lies off (else the zone the longitude suggests), at the offset it
/// has now for every hour, as `utc_offset_seconds` says; without `timezone`, GMT, as the service answers. `current=…`
/// gives the quarter hour under way. Absurd, every sea value is 1e20. Heights are in metres whatever `length_unit`
/// says.
struct MarineStub: Sendable {
    /// The grid the answers' cells snap to, in degrees.
    static let gridDegrees = 0.05
    /// The most days the service forecasts.
    static let maximumDays = 16

    /// The recorded answer, read for its unit labels.
    let recorded: [UInt8]
    /// Whether every sea value is 1e20.
    let absurd: Bool

    /// The answer to `request` at `now`.
    func reply(to request: StubRequest, now: Date) -> StubReply {
        let latitudes = Self.numbers(request.query["latitude"]), longitudes = Self.numbers(request.query["longitude"])
        guard let latitudes, let longitudes, !latitudes.isEmpty, latitudes.count == longitudes.count else {
            return error("Parameter 'latitude' and 'longitude' must have the same number of elements")
        }
        if let latitude = latitudes.first(where: { !(-90...90).contains($0) }) { return error("Latitude must be in range of -90 to 90°. Given: \(latitude).") }
        if let longitude = longitudes.first(where: { !(-180...180).contains($0) }) {
            return error("Longitude must be in range of -180 to 180°. Given: \(longitude).")
        }
        let days = request.query["forecast_days"].map { Int($0) ?? -1 } ?? 7
        guard (0...Self.maximumDays).contains(days) else {
            return error("Forecast days is invalid. Allowed range 0 to \(Self.maximumDays). Given \(days).")
        }
        let json = try? JSONSerialization.jsonObject(with: Data(recorded)) as? [String: Any]
        let labels = (json?["hourly_units"] as? [String: Any] ?? [:]).merging(json?["current_units"] as? [String: Any] ?? [:]) { first, _ in first }
        let answers = zip(latitudes, longitudes).map { latitude, longitude in
            answer(to: request, latitude: latitude, longitude: longitude, days: days, labels: labels, now: now)
        }
        let body: Any = answers.count == 1 ? answers[0] : answers
        return .json(Array((try? JSONSerialization.data(withJSONObject: body)) ?? Data()))
    }

    /// One point's answer.
    private func answer(
        to request: StubRequest, latitude: Double, longitude: Double, days: Int, labels: [String: Any], now: Date
    ) -> [String: Any] {
        let box = SeaBox.containing(latitude: latitude, longitude: longitude)
        let sea = box.map { StubSea(box: $0, latitude: latitude, longitude: longitude) }
        let zone = Self.timeZone(for: request, box: box, longitude: longitude)
        let offset = zone.secondsFromGMT(for: now)
        let clock = TimeZone(secondsFromGMT: offset) ?? zone
        func value(_ variable: String, at date: Date) -> Any {
            guard let value = sea?.value(of: variable, at: date) else { return NSNull() }
            return absurd ? 1e20 : value
        }
        func units(_ variables: [String]) -> [String: Any] {
            Dictionary(uniqueKeysWithValues: variables.map { ($0, labels[$0] ?? "undefined") }).merging(["time": "iso8601"]) { $1 }
        }
        var answer: [String: Any] = [
            "latitude": Self.snapped(latitude), "longitude": Self.snapped(longitude), "generationtime_ms": 0.3,
            "utc_offset_seconds": offset, "timezone": zone.identifier, "timezone_abbreviation": zone.abbreviation(for: now) ?? "GMT",
            "elevation": 0.0,
        ]
        if let names = Self.variables(request.query["current"]) {
            let step = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 900).rounded(.down) * 900)
            answer["current"] = Dictionary(uniqueKeysWithValues: names.map { ($0, value($0, at: step)) })
                .merging(["time": step.written("yyyy-MM-dd'T'HH:mm", in: clock), "interval": 900]) { $1 }
            answer["current_units"] = units(names).merging(["interval": "seconds"]) { $1 }
        }
        if let names = Self.variables(request.query["hourly"]) {
            let midnight = ((now.timeIntervalSince1970 + Double(offset)) / 86_400).rounded(.down) * 86_400 - Double(offset)
            let hours = (0..<(days * 24)).map { Date(timeIntervalSince1970: midnight + Double($0) * 3600) }
            var block: [String: Any] = ["time": hours.map { $0.written("yyyy-MM-dd'T'HH:mm", in: clock) }]
            for name in names { block[name] = hours.map { value(name, at: $0) } }
            answer["hourly"] = block
            answer["hourly_units"] = units(names)
        }
        return answer
    }

    /// The answer's zone: the one asked; with `auto`, the zone of the coast the box lies off, else the one the
    /// longitude suggests; GMT when none is asked, as the service answers.
    static func timeZone(for request: StubRequest, box: SeaBox?, longitude: Double) -> TimeZone {
        let gmt = TimeZone(secondsFromGMT: 0) ?? TimeZone.current
        guard let asked = request.query["timezone"] else { return gmt }
        guard asked == "auto" else { return TimeZone(identifier: asked) ?? gmt }
        return box.flatMap { TimeZone(identifier: $0.timeZone) } ?? GeneratedForecast.timeZone(for: request, longitude: longitude)
    }

    /// A coordinate snapped to the model's grid.
    static func snapped(_ degrees: Double) -> Double {
        ((degrees / gridDegrees).rounded() * gridDegrees * 10_000).rounded() / 10_000
    }

    /// A comma-separated list of numbers; `nil` when absent or when one is not a number.
    private static func numbers(_ list: String?) -> [Double]? {
        guard let list else { return nil }
        let numbers = list.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.contains(nil) ? nil : numbers.compactMap { $0 }
    }

    /// A comma-separated list of variables; `nil` when none is asked.
    private static func variables(_ list: String?) -> [String]? {
        let names = (list ?? "").split(separator: ",").map(String.init)
        return names.isEmpty ? nil : names
    }

    /// The service's 400 answer, with its reason.
    private func error(_ reason: String) -> StubReply {
        .json(#"{"error":true,"reason":"\#(reason)"}"#, status: 400)
    }
}

extension StubEndpoint {
    /// Open-Meteo's marine API, `/v1/marine`.
    public static let marine = StubEndpoint("marine", path: "/v1/marine") { call in
        MarineStub(recorded: call.fixtures.marine, absurd: call.absurd).reply(to: call.request, now: call.now)
    }
}
