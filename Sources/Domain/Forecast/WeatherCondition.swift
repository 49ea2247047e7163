/// What the sky does, in words that belong to no provider: each provider maps its own codes into these.
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

    /// The kinds of weather forecast providers report: the WMO table's, and what other services add (sleet,
    /// mist and haze, smoke, dust, hail, squalls, tornadoes).
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
        /// Mist: thinner than fog, visibility of a kilometre or more.
        case mist
        /// Haze: dry particles that dim the sky.
        case haze
        /// Smoke, from fires.
        case smoke
        /// Dust or sand in the air, or a dust or sand storm.
        case dust
        /// Volcanic ash.
        case volcanicAsh = "volcanic_ash"
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
        /// Rain and snow mixed.
        case sleet
        /// Showers of rain and snow mixed.
        case sleetShowers = "sleet_showers"
        /// Snow.
        case snow
        /// Snow grains.
        case snowGrains = "snow_grains"
        /// Snow showers.
        case snowShowers = "snow_showers"
        /// Hail or ice pellets, without a thunderstorm.
        case hail
        /// Thunderstorm.
        case thunderstorm
        /// Thunderstorm with hail.
        case thunderstormWithHail = "thunderstorm_with_hail"
        /// Squalls: sudden strong winds.
        case squall
        /// A tornado or funnel cloud.
        case tornado

        /// The kind's name in English, e.g. "Rain showers".
        public var name: String {
            switch self {
            case .clear: "Clear sky"
            case .mainlyClear: "Mainly clear"
            case .partlyCloudy: "Partly cloudy"
            case .overcast: "Overcast"
            case .fog: "Fog"
            case .mist: "Mist"
            case .haze: "Haze"
            case .smoke: "Smoke"
            case .dust: "Dust"
            case .volcanicAsh: "Volcanic ash"
            case .drizzle: "Drizzle"
            case .freezingDrizzle: "Freezing drizzle"
            case .rain: "Rain"
            case .freezingRain: "Freezing rain"
            case .rainShowers: "Rain showers"
            case .sleet: "Sleet"
            case .sleetShowers: "Sleet showers"
            case .snow: "Snow"
            case .snowGrains: "Snow grains"
            case .snowShowers: "Snow showers"
            case .hail: "Hail"
            case .thunderstorm: "Thunderstorm"
            case .thunderstormWithHail: "Thunderstorm with hail"
            case .squall: "Squalls"
            case .tornado: "Tornado"
            }
        }

        /// Whether snow falls, alone or mixed with rain.
        public var isSnow: Bool {
            switch self {
            case .snow, .snowGrains, .snowShowers, .sleet, .sleetShowers: true
            default: false
            }
        }

        /// Whether it is a storm: thunder, squalls or a tornado.
        public var isStorm: Bool {
            switch self {
            case .thunderstorm, .thunderstormWithHail, .squall, .tornado: true
            default: false
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
