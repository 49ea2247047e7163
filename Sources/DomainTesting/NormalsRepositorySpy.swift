public import Domain

/// A ``NormalsRepository`` that records each place it is asked about and gives stubbed normals.
public struct NormalsRepositorySpy: NormalsRepository {
    /// Who it says the observations are from.
    public let source = DataSource(provider: "Archive", attribution: "Observations by Archive")
    /// The calls to ``climateNormals(at:units:)``.
    public let normalsCalls: Spy<Place, ForecastAnswer<ClimateNormals>>

    /// Makes a spy answering `normals`.
    public init(normals: ClimateNormals) {
        normalsCalls = Spy(.success(ForecastAnswer(normals, timeZoneIdentifier: nil)))
    }

    /// Records the place and gives the stubbed normals.
    public func climateNormals(at place: Place, units: Units) async throws -> ForecastAnswer<ClimateNormals> {
        try normalsCalls.record(place)
    }
}
