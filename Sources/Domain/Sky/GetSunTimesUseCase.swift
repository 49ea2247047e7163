/// Gives the Sun's days at a place, computed offline (a place name is looked up; a coordinate asks nothing).
public protocol GetSunTimesUseCase: Sendable {
    /// The days asked for.
    /// - Throws: ``ForecastError/outOfRange(_:)`` for a day count out of range, ``ForecastError/invalidInput(reason:)`` for an unknown zone; what
    ///   finding the place throws.
    func sunTimes(for request: SkyRequest) async throws -> SunReport
}

extension UseCaseKind where UseCase == any GetSunTimesUseCase {
    /// The use cases that compute the Sun's days at a place.
    public static var sunTimes: Self { Self("Sun's times") }
}
