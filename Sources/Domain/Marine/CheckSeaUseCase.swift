/// Answers "will the sea reach a threshold?": the waves, the swell or the sea's temperature, hour by hour within the
/// window, at the sea nearest the place.
public protocol CheckSeaUseCase: Sendable {
    /// The answer, with the hour that decided it.
    /// - Throws: ``ForecastError``: ``ForecastError/outOfRange(_:)`` for a window or threshold out of range, before
    ///   anything is fetched; what the marine forecast throws (no sea near the place among them).
    func check(_ request: SeaCheckRequest) async throws -> SeaCheckAnswer
}

/// What `check waves`, `check swell` and `check sea-temperature` ask: whether the sea reaches a threshold within the
/// window.
public struct SeaCheckRequest: Sendable, Hashable {
    /// What is measured against the threshold.
    public enum Measure: String, Sendable, Hashable, CaseIterable {
        /// The significant height of the sea's waves.
        case waves
        /// The significant height of the primary swell.
        case swell
        /// The sea-surface temperature.
        case seaTemperature

        /// The check's condition.
        public var condition: CheckCondition {
            switch self {
            case .waves: .waves
            case .swell: .swell
            case .seaTemperature: .seaTemperature
            }
        }

        /// The measure `condition` reads, or `nil` when it is not the sea's.
        public init?(_ condition: CheckCondition) {
            guard let measure = Self.allCases.first(where: { $0.condition == condition }) else { return nil }
            self = measure
        }

        /// Its value at `hour`.
        public func value(at hour: MarineHour) -> Double? {
            switch self {
            case .waves: hour.waves.height
            case .swell: hour.swell.height
            case .seaTemperature: hour.seaTemperature
            }
        }
    }

    /// What is measured.
    public let measure: Measure
    /// Where.
    public let location: ForecastLocation
    /// How far ahead to look, in minutes from now.
    public let withinMinutes: Int
    /// The threshold, in `units`, or `nil` for the measure's default.
    public let threshold: Double?
    /// The units the threshold and the answer are in.
    public let units: Units

    /// The windows a sea check can look ahead, in minutes: an hour up to 16 days.
    public static let allowedMinutes = 1...MarineRequest.allowedHours.upperBound * 60

    /// Makes a request; it is validated when used.
    public init(measure: Measure, location: ForecastLocation, withinMinutes: Int = WeatherCheckRequest.defaultWithinMinutes, threshold: Double? = nil, units: Units = .metric) {
        self.measure = measure
        self.location = location
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.units = units
    }

    /// The threshold used: the one asked for, else the measure's default in the units asked.
    public var effectiveThreshold: Double { threshold ?? measure.condition.threshold?.defaultValue(in: units) ?? 0 }

    /// The hours the window covers: the current one and each that starts within it.
    public var hours: Int { max(1, (withinMinutes + 59) / 60) + 1 }

    /// Checks the window and the threshold, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)``.
    public func validate() throws(ForecastError) {
        try OutOfRange.check(withinMinutes, Self.allowedMinutes, .window)
        try measure.condition.validate(threshold: threshold, units: units)
    }
}

/// The answer to a ``SeaCheckRequest``: the first hour within the window at or above the threshold.
public struct SeaCheckAnswer: Sendable, Hashable {
    /// What was asked.
    public let request: SeaCheckRequest
    /// The sea the answer was read from: the hours within the window.
    public let report: MarineReport

    /// Makes an answer from the request and the report that covers its window.
    public init(request: SeaCheckRequest, report: MarineReport) {
        self.request = request
        self.report = report
    }

    /// The threshold used.
    public var threshold: Double { request.effectiveThreshold }
    /// The first hour at or above the threshold, if any.
    public var match: MarineHour? { report.hours.first { (request.measure.value(at: $0) ?? -.infinity) >= threshold } }
    /// Whether an hour reaches the threshold.
    public var answer: Bool { match != nil }
    /// The hour that came nearest: the highest value (the first of equals).
    public var nearest: MarineHour? {
        report.hours.compactMap { hour in request.measure.value(at: hour).map { (hour, $0) } }.max { $0.1 < $1.1 }?.0
    }
}

extension UseCaseKind where UseCase == any CheckSeaUseCase {
    /// The use cases that answer whether the sea reaches a threshold.
    public static var seaCheck: Self { Self("sea check") }
}

/// The standard ``CheckSeaUseCase``: the marine forecast of the window's hours, read hour by hour.
public struct SeaCheckService: CheckSeaUseCase {
    private let marine: any GetMarineForecastUseCase

    /// Makes the use case over the marine forecast.
    public init(marine: any GetMarineForecastUseCase) {
        self.marine = marine
    }

    /// See ``CheckSeaUseCase/check(_:)``.
    public func check(_ request: SeaCheckRequest) async throws -> SeaCheckAnswer {
        try request.validate()
        let hours = min(request.hours, MarineRequest.allowedHours.upperBound)
        let report = try await marine.marine(for: MarineRequest(location: request.location, span: .hours(hours), units: request.units))
        return SeaCheckAnswer(request: request, report: report)
    }
}
