import Domain

/// The kinds of weather wttr.in draws (the names of its `WEATHER_SYMBOL` table that a ``WeatherCondition`` can be
/// read as), each with wttr.in's emoji, the width wttr.in counts it as in a terminal, and its plain-text symbol.
enum WttrCondition: Sendable, CaseIterable {
    /// No condition known, or one wttr.in has no picture for (squalls, a tornado).
    case unknown
    /// A clear sky.
    case sunny
    /// Some clouds.
    case partlyCloudy
    /// Clouds all over (wttr.in's "Overcast").
    case veryCloudy
    /// Fog, mist, or anything else that dims the air.
    case fog
    /// Light rain or drizzle.
    case lightRain
    /// Moderate or heavy rain.
    case heavyRain
    /// Light rain showers.
    case lightShowers
    /// Moderate or heavy rain showers.
    case heavyShowers
    /// Sleet, freezing rain or drizzle, hail.
    case lightSleet
    /// Sleet showers.
    case lightSleetShowers
    /// Light snow, snow grains.
    case lightSnow
    /// Moderate or heavy snow.
    case heavySnow
    /// Light snow showers.
    case lightSnowShowers
    /// Moderate or heavy snow showers.
    case heavySnowShowers
    /// A thunderstorm, slight or of unknown strength.
    case thunderyShowers
    /// A moderate or heavy thunderstorm.
    case thunderyHeavyRain

    /// The nearest of `condition`, by kind and strength, as wttr.in reads its own sources' codes; unknown when there
    /// is none.
    init(_ condition: WeatherCondition?) {
        guard let condition else {
            self = .unknown
            return
        }
        let strong = condition.intensity == .moderate || condition.intensity == .heavy, light = condition.intensity == .light
        switch condition.kind {
        case .clear: self = .sunny
        case .mainlyClear, .partlyCloudy: self = .partlyCloudy
        case .overcast: self = .veryCloudy
        case .fog, .mist, .haze, .smoke, .dust, .volcanicAsh: self = .fog
        case .drizzle: self = .lightRain
        case .rain: self = strong ? .heavyRain : .lightRain
        case .rainShowers: self = light ? .lightShowers : .heavyShowers
        case .freezingDrizzle, .freezingRain, .sleet, .hail: self = .lightSleet
        case .sleetShowers: self = .lightSleetShowers
        case .snow: self = light ? .lightSnow : .heavySnow
        case .snowGrains: self = .lightSnow
        case .snowShowers: self = light ? .lightSnowShowers : .heavySnowShowers
        case .thunderstorm, .thunderstormWithHail: self = strong ? .thunderyHeavyRain : .thunderyShowers
        case .squall, .tornado: self = .unknown
        }
    }

    /// wttr.in's emoji, with the variation selector wttr.in writes after some.
    var emoji: String {
        switch self {
        case .unknown: "\u{2728}"
        case .sunny: "\u{2600}\u{FE0F}"
        case .partlyCloudy: "\u{26C5}\u{FE0F}"
        case .veryCloudy: "\u{2601}\u{FE0F}"
        case .fog: "\u{1F32B}"
        case .lightRain, .lightShowers: "\u{1F326}"
        case .heavyRain, .heavyShowers, .lightSleet, .lightSleetShowers: "\u{1F327}"
        case .lightSnow, .lightSnowShowers: "\u{1F328}"
        case .heavySnow, .heavySnowShowers: "\u{2744}\u{FE0F}"
        case .thunderyShowers: "\u{26C8}"
        case .thunderyHeavyRain: "\u{1F329}"
        }
    }

    /// The emoji and the spaces wttr.in pads it with, so that what follows starts three columns on: one space after
    /// an emoji wttr.in counts two columns wide, two after one it counts one wide.
    var paddedEmoji: String {
        let width = switch self {
        case .unknown, .partlyCloudy, .fog, .lightSnow, .lightSnowShowers, .thunderyHeavyRain: 2
        default: 1
        }
        return emoji + String(repeating: " ", count: 3 - width)
    }

    /// wttr.in's plain-text symbol.
    var plain: String {
        switch self {
        case .unknown: "?"
        case .sunny: "o"
        case .partlyCloudy: "m"
        case .veryCloudy: "mmm"
        case .fog: "="
        case .lightRain: "/"
        case .heavyRain: "///"
        case .lightShowers: "."
        case .heavyShowers: "//"
        case .lightSleet: "x"
        case .lightSleetShowers: "x/"
        case .lightSnow: "*"
        case .heavySnow: "**"
        case .lightSnowShowers: "*/"
        case .heavySnowShowers: "*/*"
        case .thunderyShowers: "!/"
        case .thunderyHeavyRain: "/!/"
        }
    }
}
