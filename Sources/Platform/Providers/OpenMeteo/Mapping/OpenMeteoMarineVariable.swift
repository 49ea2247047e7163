/// The marine variables read from Open-Meteo, by their wire names: every value a ``MarineHour`` carries, asked in
/// metric units (metres, degrees Celsius, km/h; directions in degrees, periods in seconds).
enum OpenMeteoMarineVariable: String, CaseIterable {
    case waveHeight = "wave_height"
    case waveDirection = "wave_direction"
    case wavePeriod = "wave_period"
    case windWaveHeight = "wind_wave_height"
    case windWaveDirection = "wind_wave_direction"
    case windWavePeriod = "wind_wave_period"
    case swellHeight = "swell_wave_height"
    case swellDirection = "swell_wave_direction"
    case swellPeriod = "swell_wave_period"
    case secondarySwellHeight = "secondary_swell_wave_height"
    case secondarySwellDirection = "secondary_swell_wave_direction"
    case secondarySwellPeriod = "secondary_swell_wave_period"
    case seaSurfaceTemperature = "sea_surface_temperature"
    case currentVelocity = "ocean_current_velocity"
    case currentDirection = "ocean_current_direction"
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
