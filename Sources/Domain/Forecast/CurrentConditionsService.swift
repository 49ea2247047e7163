/// The standard ``GetCurrentConditionsUseCase``: resolves the place, fetches the conditions and checks every
/// value is one weather can have.
public struct CurrentConditionsService: GetCurrentConditionsUseCase {
    private let places: any ResolvePlaceUseCase
    private let conditions: any CurrentConditionsRepository

    /// Makes the use case over a place resolver and a current-conditions repository.
    public init(places: any ResolvePlaceUseCase, conditions: any CurrentConditionsRepository) {
        self.places = places
        self.conditions = conditions
    }

    /// See ``GetCurrentConditionsUseCase/currentConditions(for:)``.
    public func currentConditions(for request: CurrentConditionsRequest) async throws -> CurrentConditionsReport {
        let resolved = try await places.resolvePlace(request.location)
        try conditions.requireCoverage(of: resolved.place)
        let answer = try await conditions.currentConditions(for: resolved.place, units: request.units.measured)
        try PlausibleValues(units: request.units.measured).check(answer.content)
        return CurrentConditionsReport(
            location: resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier),
            conditions: UnitConversion.moment(answer.content, in: request.units),
            units: request.units,
            source: conditions.source,
            freshness: answer.freshness
        )
    }
}
