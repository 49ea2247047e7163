/// Finds places by name: the port a geocoding service plugs into.
public protocol GeocodingRepository: Sendable {
    /// Who supplies the places, and the credit its terms ask for.
    var source: DataSource { get }
    /// The most places one search returns.
    var maximumResults: Int { get }

    /// The places whose name matches `name`, most relevant first; empty when none does.
    /// - Parameters:
    ///   - name: A place name, without qualifiers such as a country.
    ///   - countryCode: An ISO 3166-1 alpha-2 code the places must be in, or `nil` for anywhere.
    ///   - limit: The most places to return, at most ``maximumResults``.
    /// - Throws: ``ForecastError`` when the service fails.
    func places(named name: String, countryCode: String?, limit: Int) async throws -> [Place]

    /// The same search, with when the service's answer was fetched and whether it is a stale one.
    /// - Throws: ``ForecastError`` when the service fails.
    func placeSearch(named name: String, countryCode: String?, limit: Int) async throws -> PlaceSearchAnswer
}

extension GeocodingRepository {
    /// A repository that does not know its answers' freshness gives the places with none.
    public func placeSearch(named name: String, countryCode: String?, limit: Int) async throws -> PlaceSearchAnswer {
        PlaceSearchAnswer(places: try await places(named: name, countryCode: countryCode, limit: limit), freshness: nil)
    }
}

/// Places a search found, with when the service's answer was fetched.
public struct PlaceSearchAnswer: Sendable, Hashable {
    /// The places, most relevant first.
    public let places: [Place]
    /// When the answer was fetched and whether it is stale, when known.
    public let freshness: AnswerFreshness?

    /// Makes an answer.
    public init(places: [Place], freshness: AnswerFreshness?) {
        self.places = places
        self.freshness = freshness
    }
}

extension DataSet {
    /// Places by name.
    public static let placeSearch = DataSet(rawValue: "place search")
}
