public import Domain

/// An ``AlertsRepository`` that records each place it is asked about and gives stubbed messages or an error.
public struct AlertsRepositorySpy: AlertsRepository {
    /// Who it says issues the warnings.
    public let source: DataSource
    /// The countries it says it covers.
    public let coverage: ServiceCoverage
    /// The rough area it says it covers.
    public let area: [CoordinateBox]
    /// The calls to ``alerts(at:)``.
    public let alertsCalls: Spy<Place, ForecastAnswer<[WeatherAlert]>>

    /// Makes a spy for a service covering `countries` (and `area` for bare coordinates), answering `messages`.
    public init(provider: String, countries: Set<String>, area: [CoordinateBox] = [], messages: [WeatherAlert] = []) {
        source = DataSource(provider: provider, attribution: "Warnings from \(provider)")
        coverage = .countries(countries, name: provider + "'s countries")
        self.area = area
        alertsCalls = Spy(.success(ForecastAnswer(messages, timeZoneIdentifier: nil)))
    }

    /// Records the place and gives the stubbed answer.
    public func alerts(at place: Place) async throws -> ForecastAnswer<[WeatherAlert]> { try alertsCalls.record(place) }
}
