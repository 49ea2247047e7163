public import Domain

/// A ``GeocodingRepository`` that records each search and returns stubbed places or a stubbed error.
public final class GeocodingRepositorySpy: GeocodingRepository {
    /// The parameters of one call to ``places(named:countryCode:limit:)``.
    public struct Invocation: Sendable, Hashable {
        /// The name searched for.
        public let name: String
        /// The country asked for, if any.
        public let countryCode: String?
        /// The limit asked for.
        public let limit: Int
        /// Records one call's parameters.
        public init(name: String, countryCode: String? = nil, limit: Int) {
            self.name = name
            self.countryCode = countryCode
            self.limit = limit
        }
    }

    /// The calls made and the answer given to them.
    public let placesNamed: Spy<Invocation, [Place]>
    /// The source it reports.
    public let source: DataSource
    /// The most places it says a search returns.
    public let maximumResults: Int

    /// Makes a spy that returns `places` to every search.
    public init(places: [Place] = [], maximumResults: Int = 100, source: DataSource = .init(provider: "Spy", attribution: "Places by Spy")) {
        placesNamed = Spy(.success(places))
        self.maximumResults = maximumResults
        self.source = source
    }

    /// Records the call and gives the stubbed answer.
    public func places(named name: String, countryCode: String?, limit: Int) async throws -> [Place] {
        try placesNamed.record(Invocation(name: name, countryCode: countryCode, limit: limit))
    }
}
