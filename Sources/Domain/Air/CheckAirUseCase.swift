/// Answers "will the air (or its pollen) reach a threshold?": now, then hour by hour within the window.
public protocol CheckAirUseCase: Sendable {
    /// The answer, with the reading that decided it.
    /// - Throws: ``ForecastError``: ``ForecastError/outOfRange(_:)`` for a window or threshold out of range, before
    ///   anything is fetched; what the air quality service reports.
    func check(_ request: AirCheckRequest) async throws -> AirCheckAnswer
}

/// What `check air` and `check pollen` ask: whether the air's index (or the highest pollen count) reaches a
/// threshold now or within the window.
public struct AirCheckRequest: Sendable, Hashable {
    /// What is measured against the threshold.
    public enum Measure: String, Sendable, Hashable, CaseIterable {
        /// The air quality index (the place's own, or the one asked for).
        case air
        /// The highest pollen count of any kind, in grains/m³.
        case pollen

        /// The check's condition: ``CheckCondition/air`` or ``CheckCondition/pollen``.
        public var condition: CheckCondition {
            switch self {
            case .air: .air
            case .pollen: .pollen
            }
        }

        /// The measure `condition` reads, or `nil` when it is not the air's.
        public init?(_ condition: CheckCondition) {
            guard let measure = Self.allCases.first(where: { $0.condition == condition }) else { return nil }
            self = measure
        }
    }

    /// What is measured.
    public let measure: Measure
    /// Where.
    public let location: ForecastLocation
    /// How far ahead to look, in minutes from now: at most the air quality service's hours.
    public let withinMinutes: Int
    /// The threshold asked for, or `nil` for the measure's default (the index's own for the air).
    public let threshold: Double?
    /// The index asked for, or `nil` for the place's own.
    public let index: AirQualityIndex?

    /// A check of `measure` at `location` within `withinMinutes`, against `threshold` (`nil`: the default) on `index`
    /// (`nil`: the place's own); it is validated when used.
    public init(measure: Measure, location: ForecastLocation, withinMinutes: Int, threshold: Double?, index: AirQualityIndex?) {
        self.measure = measure
        self.location = location
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.index = index
    }

    /// The air quality request that covers the window: the current hour and every hour that starts within it, at most
    /// `maximumHours`.
    public func airQualityRequest(maximumHours: Int) -> AirQualityRequest {
        AirQualityRequest(location: location, hours: min(max(1, (withinMinutes + 59) / 60), maximumHours), index: index)
    }

    /// Checks the window against the air quality service's `maximumHours` and the threshold against what the measure
    /// can be, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)``.
    public func validate(maximumHours: Int) throws(ForecastError) {
        try OutOfRange.check(withinMinutes, 1...maximumHours * 60, .window)
        try measure.condition.validate(threshold: threshold, units: .metric)
    }
}

extension UseCaseKind where UseCase == any CheckAirUseCase {
    /// The use cases that answer whether the air (or its pollen) reaches a threshold.
    public static var airCheck: Self { Self("air check") }
}
