/// Something a person asked to be told of without asking again: a place, a condition forecast already checks there,
/// and when news may come.
public struct Watch: Sendable, Hashable {
    /// How the watch is known in lists and in what was sent: "umbrella", or "rain Bergen" when it was given no name.
    public let name: String
    /// Where.
    public let location: ForecastLocation
    /// What it looks for.
    public let condition: WatchCondition
    /// When news is held or dropped rather than told.
    public let quiet: QuietTimes

    /// A watch named `name` for `condition` at `location`, quiet as `quiet` says.
    public init(name: String, location: ForecastLocation, condition: WatchCondition, quiet: QuietTimes = QuietTimes()) {
        self.name = name
        self.location = location
        self.condition = condition
        self.quiet = quiet
    }
}

/// What a watch looks for: rain starting soon, an official warning, or any other condition `check` answers.
public enum WatchCondition: Sendable, Hashable {
    /// Rain of at least `intensity` starting within `withinMinutes`: from a nowcast where one covers the place, else
    /// from the hourly forecast.
    case rain(withinMinutes: Int, intensity: PrecipitationIntensity)
    /// An official warning of at least `severity` for the place: issued, updated or cancelled.
    case warning(severity: WeatherAlert.Severity)
    /// `condition` met within `withinMinutes`, from `threshold` (`nil`: the condition's own), told once a day.
    case threshold(CheckCondition, withinMinutes: Int, threshold: Double?)

    /// The window rain and thresholds look at when none is given: rain an hour, other conditions 12 hours.
    public static func defaultWithinMinutes(for condition: CheckCondition) -> Int {
        condition == .rain ? 60 : WeatherCheckRequest.defaultWithinMinutes
    }

    /// The check condition it is answered by.
    public var checkCondition: CheckCondition {
        switch self {
        case .rain: .rain
        case .warning: .alert
        case .threshold(let condition, _, _): condition
        }
    }
}
