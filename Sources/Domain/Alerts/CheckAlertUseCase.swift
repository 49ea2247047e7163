/// Answers "is an official warning in force, or coming?": one of at least a severity, in force at the place or
/// starting within the window.
public protocol CheckAlertUseCase: Sendable {
    /// The answer, with the place's warnings.
    /// - Throws: ``ForecastError``: what the place search or the covering service reports.
    func check(_ request: AlertCheckRequest) async throws -> AlertCheckAnswer
}

/// What `check alert` asks: where, the least severity that counts, and how far ahead a warning's start counts.
public struct AlertCheckRequest: Sendable, Hashable {
    /// The least severity counted when none is given.
    public static let defaultSeverity = WeatherAlert.Severity.moderate

    /// Where.
    public let location: ForecastLocation
    /// The least severity counted.
    public let severity: WeatherAlert.Severity
    /// How far ahead a warning's start counts, in minutes from now.
    public let withinMinutes: Int

    /// Makes a request.
    public init(location: ForecastLocation, severity: WeatherAlert.Severity = defaultSeverity, withinMinutes: Int = WeatherCheckRequest.defaultWithinMinutes) {
        self.location = location
        self.severity = severity
        self.withinMinutes = withinMinutes
    }
}

/// The answer to an ``AlertCheckRequest``: whether a warning of at least the severity is in force at the place or
/// starts within the window, and the most severe such one.
public struct AlertCheckAnswer: Sendable, Hashable {
    /// The place's warnings, or that no service covers it.
    public let report: AlertsReport
    /// The least severity counted.
    public let severity: WeatherAlert.Severity
    /// How far ahead a warning's start counts, in minutes.
    public let withinMinutes: Int

    /// Makes an answer from the place's warnings.
    public init(report: AlertsReport, severity: WeatherAlert.Severity, withinMinutes: Int) {
        self.report = report
        self.severity = severity
        self.withinMinutes = withinMinutes
    }

    /// The most severe warning that counts, if any.
    public var match: WeatherAlert? { report.first(atLeast: severity, within: Double(withinMinutes) * 60) }
    /// Whether one counts.
    public var answer: Bool { match != nil }
}

extension UseCaseKind where UseCase == any CheckAlertUseCase {
    /// The use cases that answer whether an official warning of a severity is in force or coming.
    public static var alertCheck: Self { Self("alert check") }
}
