/// A condition `check` can ask about: its name, what it asks in a few words, the threshold it takes, and, for the
/// conditions the hourly forecast answers, the rule an hour meets.
///
/// Each condition is registered in its own file, as a static property (`CheckCondition.rain`, `.air`, `.alert`),
/// beside the use case that answers it, and listed once in ``all``; a front door takes its names, help and threshold
/// ranges from there.
public struct CheckCondition: Sendable, Hashable, CustomStringConvertible {
    /// Every condition, in the order a front door lists them: one line each.
    public static let all: [CheckCondition] = [
        .rain,
        .snow,
        .frost,
        .heat,
        .wind,
        .uv,
        .storm,
        .alert,
        .air,
        .pollen,
        .waves,
        .swell,
        .seaTemperature,
    ]

    /// Its name, as typed: "rain".
    public let name: String
    /// What it asks, in English, for a help text: "thunderstorm, squalls, tornado"; empty when its name says it all.
    public let summary: String
    /// The threshold it takes, or `nil` when it takes none.
    public let threshold: CheckThreshold?
    /// The rule an hour of the forecast meets, for the conditions ``WeatherCheckService`` answers.
    let hourly: HourlyCheckRule?

    /// Makes a condition; it is listed in ``all`` to be asked.
    init(name: String, summary: String = "", threshold: CheckThreshold? = nil, hourly: HourlyCheckRule? = nil) {
        self.name = name
        self.summary = summary
        self.threshold = threshold
        self.hourly = hourly
    }

    /// The condition named `name`, or `nil` when none is.
    public static func named(_ name: String) -> CheckCondition? { all.first { $0.name == name } }

    /// Whether ``WeatherCheckService`` answers it from the hourly forecast.
    public var isHourly: Bool { hourly != nil }

    /// Its name.
    public var description: String { name }

    /// Checks a threshold against what the condition's quantity can be in `units`, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)`` for a threshold the quantity never reaches, or
    ///   ``ForecastError/invalidInput(reason:)`` for a threshold given to a condition that takes none.
    public func validate(threshold value: Double?, units: Units) throws(ForecastError) {
        guard let value else { return }
        guard let threshold else { throw .invalidInput(reason: "\(name) takes no threshold") }
        let range = threshold.range(in: units)
        try OutOfRange.check(value, range.allowed, threshold.quantity, unit: range.unit)
    }

    /// Conditions are the same when their names are.
    public static func == (lhs: CheckCondition, rhs: CheckCondition) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
