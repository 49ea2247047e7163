/// Gives the weather warnings an official service has issued for a place. Each source says where it works, so
/// that a place outside is never asked about.
public protocol AlertsRepository: Sendable {
    /// Who issues the warnings.
    var source: DataSource { get }
    /// The countries and territories it warns for.
    var coverage: ServiceCoverage { get }
    /// Where it works, roughly, for a bare coordinate whose country is not known.
    var area: [CoordinateBox] { get }

    /// Every message the service holds for the place now, as it sends them (tests, cancellations and ended ones
    /// included: the use case filters).
    /// - Throws: ``ForecastError`` when the service cannot answer.
    func alerts(at place: Place) async throws -> ForecastAnswer<[WeatherAlert]>
}

extension AlertsRepository {
    /// Whether it warns for `place`: by the country when known, else by the rough area of its coordinate.
    public func covers(_ place: Place) -> Bool {
        guard place.countryCode != nil else { return area.contains { $0.contains(place.coordinate) } }
        return coverage.covers(countryCode: place.countryCode)
    }
}

extension DataSet {
    /// Official weather warnings.
    public static let alerts = DataSet(rawValue: "alerts")
}
