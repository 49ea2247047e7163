/// Gives the conditions now for a place query or a coordinate.
public protocol GetCurrentConditionsUseCase: Sendable {
    /// The conditions now.
    /// - Throws: ``ForecastError``, as ``GetDailyForecastUseCase/dailyForecast(for:)`` does.
    func currentConditions(for request: CurrentConditionsRequest) async throws -> CurrentConditionsReport
}

/// What the conditions now are asked for: where, in which units.
public struct CurrentConditionsRequest: Sendable, Hashable {
    /// Where.
    public let location: ForecastLocation
    /// The units to give quantities in.
    public let units: Units

    /// Makes a request.
    public init(location: ForecastLocation, units: Units = .metric) {
        self.location = location
        self.units = units
    }
}

extension UseCaseKind where UseCase == any GetCurrentConditionsUseCase {
    /// The use cases that give the conditions now.
    public static var currentConditions: Self { Self("current conditions") }
}
