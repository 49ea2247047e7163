internal import Domain

/// The NWS's `shortForecast` text ("Chance Showers And Thunderstorms", "Mostly Sunny") in the neutral conditions:
/// the most severe thing it names wins; "Chance" and "Slight Chance" make the intensity light.
enum NWSCondition {
    static func condition(for text: String) -> WeatherCondition? {
        let words = text.lowercased()
        let intensity: WeatherCondition.Intensity = words.contains("chance") || words.contains("light") ? .light
            : words.contains("heavy") ? .heavy : .moderate
        for (word, kind) in kinds where words.contains(word) {
            return kind.hasIntensity ? WeatherCondition(kind: kind, intensity: intensity) : WeatherCondition(kind: kind)
        }
        return nil
    }

    /// Words, most severe first, and the kinds they mean.
    private static let kinds: [(String, WeatherCondition.Kind)] = [
        ("tornado", .tornado), ("thunder", .thunderstorm), ("freezing rain", .freezingRain), ("sleet", .sleet),
        ("snow showers", .snowShowers), ("snow", .snow), ("showers", .rainShowers), ("drizzle", .drizzle), ("rain", .rain),
        ("fog", .fog), ("haze", .haze), ("smoke", .smoke), ("dust", .dust), ("mostly cloudy", .overcast),
        ("partly", .partlyCloudy), ("cloudy", .overcast), ("mostly sunny", .mainlyClear), ("mostly clear", .mainlyClear),
        ("sunny", .clear), ("clear", .clear),
    ]
}

extension WeatherCondition.Kind {
    /// Whether the kind is precipitation or a storm, which comes light, moderate or heavy.
    fileprivate var hasIntensity: Bool {
        switch self {
        case .rain, .rainShowers, .drizzle, .snow, .snowShowers, .sleet, .freezingRain, .thunderstorm: true
        default: false
        }
    }
}
