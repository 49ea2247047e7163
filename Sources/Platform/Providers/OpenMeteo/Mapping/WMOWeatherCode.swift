internal import Domain

/// The WMO weather interpretation codes (table 4677, as Open-Meteo uses them) mapped to provider-neutral conditions.
enum WMOWeatherCode {
    /// The condition a code stands for; `nil` for codes outside the table (and for non-integers).
    static func condition(for code: Double) -> WeatherCondition? {
        guard let code = Int(exactly: code) else { return nil }
        return table[code]
    }

    private static let table: [Int: WeatherCondition] = [
        0: .init(kind: .clear),
        1: .init(kind: .mainlyClear),
        2: .init(kind: .partlyCloudy),
        3: .init(kind: .overcast),
        45: .init(kind: .fog),
        48: .init(kind: .fog),
        51: .init(kind: .drizzle, intensity: .light),
        53: .init(kind: .drizzle, intensity: .moderate),
        55: .init(kind: .drizzle, intensity: .heavy),
        56: .init(kind: .freezingDrizzle, intensity: .light),
        57: .init(kind: .freezingDrizzle, intensity: .heavy),
        61: .init(kind: .rain, intensity: .light),
        63: .init(kind: .rain, intensity: .moderate),
        65: .init(kind: .rain, intensity: .heavy),
        66: .init(kind: .freezingRain, intensity: .light),
        67: .init(kind: .freezingRain, intensity: .heavy),
        71: .init(kind: .snow, intensity: .light),
        73: .init(kind: .snow, intensity: .moderate),
        75: .init(kind: .snow, intensity: .heavy),
        77: .init(kind: .snowGrains),
        80: .init(kind: .rainShowers, intensity: .light),
        81: .init(kind: .rainShowers, intensity: .moderate),
        82: .init(kind: .rainShowers, intensity: .heavy),
        85: .init(kind: .snowShowers, intensity: .light),
        86: .init(kind: .snowShowers, intensity: .heavy),
        95: .init(kind: .thunderstorm),
        96: .init(kind: .thunderstormWithHail, intensity: .light),
        99: .init(kind: .thunderstormWithHail, intensity: .heavy),
    ]
}
