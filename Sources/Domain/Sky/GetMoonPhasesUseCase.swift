/// Gives the Moon's phases at a place, computed offline (a place name is looked up; a coordinate asks nothing).
public protocol GetMoonPhasesUseCase: Sendable {
    /// The days asked for, and the next new and full moons from the first.
    /// - Throws: ``ForecastError/outOfRange(_:)`` for a day count out of range, ``ForecastError/invalidInput(reason:)`` for an unknown zone; what
    ///   finding the place throws.
    func moonPhases(for request: SkyRequest) async throws -> MoonReport
}

extension UseCaseKind where UseCase == any GetMoonPhasesUseCase {
    /// The use cases that compute the Moon's phases at a place.
    public static var moonPhases: Self { Self("Moon's phases") }
}
