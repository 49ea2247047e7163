/// Where a place's climate normals come from: 30 years of its daily highs and lows.
public protocol NormalsRepository: Sendable {
    /// Who the observations behind the normals are from.
    var source: DataSource { get }

    /// The 1991–2020 normals at `place`, in `units`.
    /// - Throws: ``ForecastError``.
    func climateNormals(at place: Place, units: Units) async throws -> ForecastAnswer<ClimateNormals>
}

extension DataSet {
    /// The 1991–2020 normals.
    public static let normals = DataSet(rawValue: "normals")
}
