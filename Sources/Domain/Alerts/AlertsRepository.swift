/// Gives the weather warnings an official service has issued for a place. Each source says where it works, so
/// that a place outside is never asked about.
public protocol AlertsRepository: Sendable {
    /// Who issues the warnings.
    var source: DataSource { get }
    /// The countries and territories it warns for.
    var coverage: ServiceCoverage { get }
    /// Where it works, roughly, for a bare coordinate whose country is not known.
    var area: [CoordinateBox] { get }

    /// Whether it warns for `place`. A service that learns where it works by asking (an aggregator of many feeds) asks;
    /// the others answer from ``coverage`` and ``area`` (the default).
    /// - Throws: ``ForecastError`` when the service cannot say.
    func covers(_ place: Place) async throws -> Bool

    /// The feeds it has for the country `countryCode` (ISO 3166-1 alpha-2, upper case). A national service lists
    /// itself where it warns (the default); an aggregator lists the authorities' feeds it gathers there.
    /// - Throws: ``ForecastError`` when the service cannot say.
    func feeds(in countryCode: String) async throws -> [AlertFeed]

    /// Every message the service holds for the place now, as it sends them (tests, cancellations and ended ones
    /// included: the use case filters).
    /// - Throws: ``ForecastError`` when the service cannot answer.
    func alerts(at place: Place) async throws -> ForecastAnswer<[WeatherAlert]>
}

extension AlertsRepository {
    /// Whether it warns for `place`: by the country when known, else by the rough area of its coordinate.
    public func covers(_ place: Place) async throws -> Bool { coversByDeclaration(place) }

    /// Itself, as one official feed, where ``coverage`` names the country; nothing elsewhere.
    public func feeds(in countryCode: String) async throws -> [AlertFeed] {
        guard case .countries(let codes, _) = coverage, codes.contains(countryCode.uppercased()) else { return [] }
        return [AlertFeed(name: source.provider, countryCode: countryCode.uppercased(), isOfficial: true, isOperating: true)]
    }

    /// Whether ``coverage`` and ``area`` include `place`: by the country when known, else by its coordinate.
    public func coversByDeclaration(_ place: Place) -> Bool {
        guard place.countryCode != nil else { return area.contains { $0.contains(place.coordinate) } }
        return coverage.covers(countryCode: place.countryCode)
    }
}

extension DataSet {
    /// Official weather warnings.
    public static let alerts = DataSet(rawValue: "alerts")
}
