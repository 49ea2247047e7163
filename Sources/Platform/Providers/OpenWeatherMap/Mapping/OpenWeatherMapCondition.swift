internal import Domain

/// OpenWeatherMap's condition ids in the provider-neutral conditions: 2xx thunderstorm, 3xx drizzle, 5xx rain
/// (511 freezing, 52x showers), 6xx snow (611–616 sleet, 62x showers), 7xx atmosphere, 800 clear, 801–804 clouds.
enum OpenWeatherMapCondition {
    /// The condition an id stands for, or `nil` for an id the service does not document.
    static func condition(for id: Int) -> WeatherCondition? {
        if let exact = exact[id] { return exact }
        switch id {
        case 200...232: return WeatherCondition(kind: .thunderstorm, intensity: id % 10 == 2 ? .heavy : id % 10 == 0 ? .light : .moderate)
        case 300...321: return WeatherCondition(kind: .drizzle, intensity: intensity(id, light: [300, 310], heavy: [302, 312, 314]))
        case 500...504: return WeatherCondition(kind: .rain, intensity: intensity(id, light: [500], heavy: [502, 503, 504]))
        case 520...531: return WeatherCondition(kind: .rainShowers, intensity: intensity(id, light: [520], heavy: [522, 531]))
        case 600...602: return WeatherCondition(kind: .snow, intensity: intensity(id, light: [600], heavy: [602]))
        case 611...616: return WeatherCondition(kind: .sleet)
        case 620...622: return WeatherCondition(kind: .snowShowers, intensity: intensity(id, light: [620], heavy: [622]))
        default: return nil
        }
    }

    private static let exact: [Int: WeatherCondition] = [
        511: WeatherCondition(kind: .freezingRain), 701: WeatherCondition(kind: .mist), 711: WeatherCondition(kind: .smoke),
        721: WeatherCondition(kind: .haze), 731: WeatherCondition(kind: .dust), 741: WeatherCondition(kind: .fog),
        751: WeatherCondition(kind: .dust), 761: WeatherCondition(kind: .dust), 762: WeatherCondition(kind: .volcanicAsh),
        771: WeatherCondition(kind: .squall), 781: WeatherCondition(kind: .tornado), 800: WeatherCondition(kind: .clear),
        801: WeatherCondition(kind: .mainlyClear), 802: WeatherCondition(kind: .partlyCloudy),
        803: WeatherCondition(kind: .partlyCloudy), 804: WeatherCondition(kind: .overcast),
    ]

    private static func intensity(_ id: Int, light: Set<Int>, heavy: Set<Int>) -> WeatherCondition.Intensity {
        light.contains(id) ? .light : heavy.contains(id) ? .heavy : .moderate
    }
}
