import Domain

/// Writes Open-Meteo `/v1/forecast` answers in the service's real shape (compact JSON, keys in its order, its
/// unit labels, one decimal for measured values, `null` past the model horizon), with deterministic values.
struct OpenMeteoAnswerGenerator {
    /// A small linear congruential generator, so every run decodes the same bytes.
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    private mutating func next(_ range: ClosedRange<Double>) -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(state >> 11) / Double(UInt64(1) << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    private mutating func tenths(_ range: ClosedRange<Double>) -> String {
        let value = (next(range) * 10).rounded() / 10
        return value == value.rounded() ? "\(Int(value)).0" : "\(value)"
    }

    private mutating func whole(_ range: ClosedRange<Double>) -> String { String(Int(next(range).rounded())) }

    private static let codes = ["0", "1", "2", "3", "45", "51", "61", "63", "80", "95"]

    private static func date(_ day: Int) -> String {
        let days = [30, 31, 30, 31]  // November, December, …: the dates start on 2026-11-22
        var month = 11, dayOfMonth = 22 + day
        while dayOfMonth > days[month - 11] { dayOfMonth -= days[month - 11]; month += 1 }
        return "2026-\(month)-\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth)"
    }

    private static let header = #"{"latitude":51.5,"longitude":-0.120000124,"generationtime_ms":0.6,"utc_offset_seconds":0,"timezone":"Europe/London","timezone_abbreviation":"GMT","elevation":23.0,"#

    private static func array(_ values: [String]) -> String { "[" + values.joined(separator: ",") + "]" }

    /// A daily answer for `days` days with the ten daily variables forecast asks for.
    mutating func daily(days: Int) -> [UInt8] {
        let range = 0..<days
        let columns: [(String, [String])] = [
            ("time", range.map { "\"\(Self.date($0))\"" }),
            ("weather_code", range.map { _ in Self.codes[Int(next(0...9.99))] }),
            ("temperature_2m_max", range.map { _ in tenths(5...14) }),
            ("temperature_2m_min", range.map { _ in tenths(-3...6) }),
            ("precipitation_sum", range.map { _ in tenths(0...12) }),
            ("precipitation_probability_max", range.map { $0 >= days - 2 ? "null" : whole(0...100) }),
            ("wind_speed_10m_max", range.map { _ in tenths(5...45) }),
            ("wind_direction_10m_dominant", range.map { _ in whole(0...359) }),
            ("sunrise", range.map { "\"\(Self.date($0))T07:\(30 + $0 % 20)\"" }),
            ("sunset", range.map { "\"\(Self.date($0))T15:\(55 - $0 % 10)\"" }),
            ("uv_index_max", range.map { $0 >= days - 2 ? "null" : tenths(0...2) }),
        ]
        let units = #""daily_units":{"time":"iso8601","weather_code":"wmo code","temperature_2m_max":"°C","temperature_2m_min":"°C","precipitation_sum":"mm","precipitation_probability_max":"%","wind_speed_10m_max":"km/h","wind_direction_10m_dominant":"°","sunrise":"iso8601","sunset":"iso8601","uv_index_max":""},"#
        return Array((Self.header + units + #""daily":{"# + columns.map { "\"\($0.0)\":\(Self.array($0.1))" }.joined(separator: ",") + "}}").utf8)
    }

    /// The archive's answer a place's normals are computed from: the daily highs and lows from 25 December 1990 to
    /// 7 January 2021, as `/v1/archive` writes them.
    mutating func normalsArchive() -> [UInt8] {
        let first = ClimateNormals.firstDateNeeded.daysSinceEpoch, last = ClimateNormals.lastDateNeeded.daysSinceEpoch
        let range = first...last
        let columns: [(String, [String])] = [
            ("time", range.map { "\"\(LocalDate(daysSinceEpoch: $0).iso8601)\"" }),
            ("temperature_2m_max", range.map { _ in tenths(-5...32) }),
            ("temperature_2m_min", range.map { _ in tenths(-15...18) }),
        ]
        let units = #""daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},"#
        return Array((Self.header + units + #""daily":{"# + columns.map { "\"\($0.0)\":\(Self.array($0.1))" }.joined(separator: ",") + "}}").utf8)
    }

    /// An hourly answer for `days` days (24 hours each) with twelve hourly variables.
    mutating func hourly(days: Int) -> [UInt8] {
        let range = 0..<(days * 24)
        func time(_ hour: Int) -> String { "\"\(Self.date(hour / 24))T\(hour % 24 < 10 ? "0" : "")\(hour % 24):00\"" }
        let columns: [(String, String, [String])] = [
            ("time", "iso8601", range.map(time)),
            ("temperature_2m", "°C", range.map { _ in tenths(-3...14) }),
            ("relative_humidity_2m", "%", range.map { _ in whole(40...100) }),
            ("apparent_temperature", "°C", range.map { _ in tenths(-8...12) }),
            ("precipitation_probability", "%", range.map { $0 >= (days - 2) * 24 ? "null" : whole(0...100) }),
            ("precipitation", "mm", range.map { _ in tenths(0...3) }),
            ("weather_code", "wmo code", range.map { _ in Self.codes[Int(next(0...9.99))] }),
            ("cloud_cover", "%", range.map { _ in whole(0...100) }),
            ("wind_speed_10m", "km/h", range.map { _ in tenths(0...45) }),
            ("wind_direction_10m", "°", range.map { _ in whole(0...359) }),
            ("wind_gusts_10m", "km/h", range.map { _ in tenths(5...70) }),
            ("uv_index", "", range.map { $0 >= (days - 2) * 24 ? "null" : tenths(0...2) }),
            ("is_day", "", range.map { $0 % 24 >= 8 && $0 % 24 < 16 ? "1" : "0" }),
        ]
        let units = #""hourly_units":{"# + columns.map { "\"\($0.0)\":\"\($0.1)\"" }.joined(separator: ",") + "},"
        return Array((Self.header + units + #""hourly":{"# + columns.map { "\"\($0.0)\":\(Self.array($0.2))" }.joined(separator: ",") + "}}").utf8)
    }
}
