/// One `%` code of a wttr.in one-line format, by the letter that follows the `%`, and what has to be had to fill it
/// in beyond the conditions now.
enum WttrCode: Character, CaseIterable, Sendable {
    /// `%c`: the condition as wttr.in's emoji, padded as wttr.in pads it.
    case condition = "c"
    /// `%C`: the condition in words, in the run's language.
    case conditionText = "C"
    /// `%x`: the condition as wttr.in's plain-text symbol ("o", "mmm", "///").
    case conditionPlain = "x"
    /// `%h`: the relative humidity, "76%".
    case humidity = "h"
    /// `%t`: the temperature, always signed, "+7°C".
    case temperature = "t"
    /// `%f`: what the temperature feels like, "+5°C".
    case feelsLike = "f"
    /// `%w`: the wind, an arrow the way it blows and its speed, "↙11km/h".
    case wind = "w"
    /// `%l`: the place found.
    case location = "l"
    /// `%m`: the Moon's phase as an emoji.
    case moonPhase = "m"
    /// `%M`: the Moon's age in whole days.
    case moonDay = "M"
    /// `%p`: the precipitation, "0.0mm".
    case precipitation = "p"
    /// `%P`: the sea-level pressure, "1014hPa".
    case pressure = "P"
    /// `%u`: the UV index, a whole number.
    case uvIndex = "u"
    /// `%D`: civil dawn, on the place's clock.
    case dawn = "D"
    /// `%S`: sunrise.
    case sunrise = "S"
    /// `%z`: the zenith (solar noon).
    case zenith = "z"
    /// `%s`: sunset.
    case sunset = "s"
    /// `%d`: civil dusk.
    case dusk = "d"
    /// `%T`: the time now at the place with its UTC offset, "10:17:03+0000".
    case localTime = "T"
    /// `%Z`: the place's time zone, "Europe/London".
    case timeZone = "Z"

    /// What a code is filled in from, beside the conditions now.
    enum Source: Sendable {
        /// The conditions now (and the place they are for) alone.
        case conditions
        /// The Sun's day at the place, and the UTC offsets of its clocks.
        case sun
        /// The Moon's phase at the place.
        case moon
        /// The air now at the place, for its UV index.
        case airQuality
    }

    /// What the code is filled in from.
    var source: Source {
        switch self {
        case .dawn, .sunrise, .zenith, .sunset, .dusk, .localTime: .sun
        case .moonPhase, .moonDay: .moon
        case .uvIndex: .airQuality
        default: .conditions
        }
    }
}
