internal import Domain

/// One period of an NWS forecast (`properties.periods[]`): twelve hours (day or night) in `/forecast`, one hour
/// in `/forecast/hourly`. Its times carry their own UTC offset ("2026-11-22T18:00:00-05:00").
struct NWSPeriod: Sendable, Hashable {
    /// When it starts, in the place's local time (the offset the answer gives).
    let start: LocalDateTime
    let isDaytime: Bool?
    /// Whether the period is said to be a night (`isDaytime: false`); one that does not say counts as a day.
    var isNight: Bool { isDaytime == false }
    /// The temperature in °C or °F, as `temperatureUnit` says.
    let temperature: Double?
    let temperatureIsFahrenheit: Bool
    let chanceOfPrecipitation: Double?
    /// The upper wind speed of its text ("10 to 15 mph" is 15), in km/h or mph as the text says.
    let windSpeed: Double?
    let windSpeedIsMilesPerHour: Bool
    /// The wind's direction in degrees, from its compass text ("NW" is 315).
    let windDirection: Double?
    let shortForecast: String?

    /// Reads one period.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type or a start that is not an ISO 8601 time with an
    ///   offset.
    init(json: JSONField) throws(JSONShapeError) {
        let startField = json["startTime"]
        guard let text = try startField.optionalString(), let start = Self.localTime(text) else {
            throw JSONShapeError(path: startField.path, problem: "expected a time such as 2026-11-22T18:00:00-05:00")
        }
        self.start = start
        isDaytime = try json["isDaytime"].optionalBool()
        temperature = try json["temperature"].optionalNumber()
        temperatureIsFahrenheit = try json["temperatureUnit"].optionalString() != "C"
        chanceOfPrecipitation = try json["probabilityOfPrecipitation"]["value"].optionalNumber()
        let wind = try json["windSpeed"].optionalString() ?? ""
        windSpeed = Self.upperNumber(in: wind)
        windSpeedIsMilesPerHour = !wind.contains("km/h")
        windDirection = try json["windDirection"].optionalString().flatMap(Self.degrees(fromCompass:))
        shortForecast = try json["shortForecast"].optionalString()
    }

    /// The local date and time of "2026-11-22T18:00:00-05:00": the clock reading before the offset.
    static func localTime(_ text: String) -> LocalDateTime? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 25, [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(utf8[19]) else { return nil }
        return LocalDateTime(iso8601: String(decoding: utf8[0..<16], as: UTF8.self))
    }

    /// The largest number in a text such as "10 to 15 mph".
    static func upperNumber(in text: String) -> Double? {
        text.split { !$0.isNumber && $0 != "." }.compactMap { Double($0) }.filter(\.isFinite).max()
    }

    private static let compass = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

    /// "NW" as 315 degrees.
    static func degrees(fromCompass text: String) -> Double? {
        compass.firstIndex(of: text).map { Double($0) * 22.5 }
    }
}
