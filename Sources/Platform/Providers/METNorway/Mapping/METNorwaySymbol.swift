internal import Domain

/// MET Norway's `symbol_code` values (`fixtures/specs/weathericons_weather_legend.csv`) in the provider-neutral
/// conditions: `lightrainshowers_day` is light rain showers. The `_day`, `_night` and `_polartwilight` suffixes
/// only choose an icon and are dropped; any precipitation "andthunder" is a thunderstorm of that intensity. The
/// service's own misspellings (`lightssleetshowersandthunder`, `lightssnowshowersandthunder`) are read too.
enum METNorwaySymbol {
    /// The condition a symbol code stands for, or `nil` for a code the legend does not have.
    static func condition(for code: String) -> WeatherCondition? {
        var name = Substring(code)
        for suffix in ["_day", "_night", "_polartwilight"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        if let sky = skies[String(name)] { return WeatherCondition(kind: sky) }
        let (intensity, rest) = intensity(of: name)
        let thunder = rest.hasSuffix("andthunder")
        guard let precipitation = precipitations[String(thunder ? rest.dropLast("andthunder".count) : rest)] else {
            return nil
        }
        return WeatherCondition(kind: thunder ? .thunderstorm : precipitation, intensity: intensity)
    }

    private static let skies: [String: WeatherCondition.Kind] = [
        "clearsky": .clear, "fair": .mainlyClear, "partlycloudy": .partlyCloudy, "cloudy": .overcast, "fog": .fog,
    ]

    private static let precipitations: [String: WeatherCondition.Kind] = [
        "rain": .rain, "rainshowers": .rainShowers, "sleet": .sleet, "sleetshowers": .sleetShowers,
        "snow": .snow, "snowshowers": .snowShowers,
    ]

    private static func intensity(of name: Substring) -> (WeatherCondition.Intensity, Substring) {
        for (prefix, intensity) in [("lights", WeatherCondition.Intensity.light), ("light", .light), ("heavy", .heavy)]
        where name.hasPrefix(prefix) && precipitations.keys.contains(where: { name.dropFirst(prefix.count).hasPrefix($0) }) {
            return (intensity, name.dropFirst(prefix.count))
        }
        return (.moderate, name)
    }
}
