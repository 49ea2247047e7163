/// Where a weather service works: everywhere, or only in some countries and territories.
///
/// Use cases check it before asking the service, so a place outside is refused with
/// ``ForecastError/outsideCoverage(service:coverage:)`` and nothing is sent. A place whose country is not known (a
/// bare coordinate) is asked for: the service itself then decides.
public enum ServiceCoverage: Sendable, Hashable {
    /// Every place on Earth.
    case worldwide
    /// Only places in these countries and territories (ISO 3166-1 alpha-2 codes, upper case); `name` says where
    /// that is for a person, e.g. "the United States".
    case countries(Set<String>, name: String)

    /// Whether a place in the country with `countryCode` is covered; `true` when the country is not known.
    public func covers(countryCode: String?) -> Bool {
        guard case .countries(let codes, _) = self, let countryCode else { return true }
        return codes.contains(countryCode.uppercased())
    }

    /// Where the service works, for a person: "worldwide", or the countries' name.
    public var name: String {
        switch self {
        case .worldwide: "worldwide"
        case .countries(_, let name): name
        }
    }

    /// Refuses `place` when it is outside, naming `service`.
    /// - Throws: ``ForecastError/outsideCoverage(service:coverage:)``.
    public func require(_ place: Place, service: String) throws(ForecastError) {
        guard covers(countryCode: place.countryCode) else { throw .outsideCoverage(service: service, coverage: name) }
    }
}
