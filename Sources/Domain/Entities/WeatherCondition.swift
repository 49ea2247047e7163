/// What the sky does on a day, in words that belong to no provider.
public struct WeatherCondition: Sendable, Hashable {
    /// The kind of weather.
    public let kind: Kind
    /// How strong it is, for kinds that have a strength (rain, snow, …); `nil` for the others.
    public let intensity: Intensity?

    /// Makes a condition.
    public init(kind: Kind, intensity: Intensity? = nil) {
        self.kind = kind
        self.intensity = intensity
    }

    /// A short description in English, e.g. "Light rain showers".
    public var description: String {
        guard let intensity else { return kind.name }
        return intensity.adjective + " " + kind.name.lowercased()
    }

    /// The kinds of weather forecast providers agree on.
    public enum Kind: String, Sendable, CaseIterable {
        /// No clouds.
        case clear
        /// A few clouds.
        case mainlyClear = "mainly_clear"
        /// Some clouds, some sun.
        case partlyCloudy = "partly_cloudy"
        /// Clouds all over.
        case overcast
        /// Fog, including depositing rime fog.
        case fog
        /// Drizzle.
        case drizzle
        /// Drizzle that freezes on contact.
        case freezingDrizzle = "freezing_drizzle"
        /// Rain.
        case rain
        /// Rain that freezes on contact.
        case freezingRain = "freezing_rain"
        /// Rain showers.
        case rainShowers = "rain_showers"
        /// Snow.
        case snow
        /// Snow grains.
        case snowGrains = "snow_grains"
        /// Snow showers.
        case snowShowers = "snow_showers"
        /// Thunderstorm.
        case thunderstorm
        /// Thunderstorm with hail.
        case thunderstormWithHail = "thunderstorm_with_hail"

        /// The kind's name in English, e.g. "Rain showers".
        public var name: String {
            switch self {
            case .clear: "Clear sky"
            case .mainlyClear: "Mainly clear"
            case .partlyCloudy: "Partly cloudy"
            case .overcast: "Overcast"
            case .fog: "Fog"
            case .drizzle: "Drizzle"
            case .freezingDrizzle: "Freezing drizzle"
            case .rain: "Rain"
            case .freezingRain: "Freezing rain"
            case .rainShowers: "Rain showers"
            case .snow: "Snow"
            case .snowGrains: "Snow grains"
            case .snowShowers: "Snow showers"
            case .thunderstorm: "Thunderstorm"
            case .thunderstormWithHail: "Thunderstorm with hail"
            }
        }
    }

    /// How strong precipitation or a storm is.
    public enum Intensity: String, Sendable, CaseIterable {
        /// Light, slight.
        case light
        /// Moderate.
        case moderate
        /// Heavy, dense, violent.
        case heavy

        /// The intensity as an English adjective.
        public var adjective: String {
            switch self {
            case .light: "Light"
            case .moderate: "Moderate"
            case .heavy: "Heavy"
            }
        }
    }
}
