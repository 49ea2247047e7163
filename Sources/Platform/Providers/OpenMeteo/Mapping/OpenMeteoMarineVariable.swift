/// The marine variables read from Open-Meteo, by their wire names: every value a ``MarineHour`` carries, asked in
/// metric units (metres, degrees Celsius, km/h; directions in degrees, periods in seconds).
enum OpenMeteoMarineVariable: String, CaseIterable {
    /// The sea's significant wave height, in metres.
    case waveHeight = "wave_height"
    /// Where the sea's waves come from, in degrees.
    case waveDirection = "wave_direction"
    /// The sea's mean wave period, in seconds.
    case wavePeriod = "wave_period"
    /// The wind waves' significant height, in metres.
    case windWaveHeight = "wind_wave_height"
    /// Where the wind waves come from, in degrees.
    case windWaveDirection = "wind_wave_direction"
    /// The wind waves' mean period, in seconds.
    case windWavePeriod = "wind_wave_period"
    /// The primary swell's significant height, in metres.
    case swellHeight = "swell_wave_height"
    /// Where the primary swell comes from, in degrees.
    case swellDirection = "swell_wave_direction"
    /// The primary swell's mean period, in seconds.
    case swellPeriod = "swell_wave_period"
    /// The secondary swell's significant height, in metres.
    case secondarySwellHeight = "secondary_swell_wave_height"
    /// Where the secondary swell comes from, in degrees.
    case secondarySwellDirection = "secondary_swell_wave_direction"
    /// The secondary swell's mean period, in seconds.
    case secondarySwellPeriod = "secondary_swell_wave_period"
    /// The sea-surface temperature, in degrees Celsius.
    case seaSurfaceTemperature = "sea_surface_temperature"
    /// The ocean current's speed, in km/h.
    case currentVelocity = "ocean_current_velocity"
    /// Where the ocean current flows to, in degrees.
    case currentDirection = "ocean_current_direction"
    /// The sea level above mean sea level, tides included, in metres.
    case seaLevel = "sea_level_height_msl"

    /// What the search for water asks of each point: any of them now means the model has sea there (a land cell
    /// answers `null` for every variable).
    static let seaMarkers: [Self] = [.waveHeight, .seaSurfaceTemperature]

    /// The label the service gives a variable it does not have at all (its values are then `null`).
    static let unavailableLabel = "undefined"

    /// Every variable's wire name, comma-separated, as `hourly=` and `current=` take them.
    static func names(_ variables: [Self] = allCases) -> String {
        variables.map(\.rawValue).joined(separator: ",")
    }

    /// The unit labels it comes in when asked in metric units.
    var labels: Set<String> {
        switch self {
        case .waveHeight, .windWaveHeight, .swellHeight, .secondarySwellHeight, .seaLevel: ["m"]
        case .waveDirection, .windWaveDirection, .swellDirection, .secondarySwellDirection, .currentDirection: ["\u{B0}"]
        case .wavePeriod, .windWavePeriod, .swellPeriod, .secondarySwellPeriod: ["s"]
        case .seaSurfaceTemperature: ["\u{B0}C"]
        case .currentVelocity: ["km/h"]
        }
    }
}
