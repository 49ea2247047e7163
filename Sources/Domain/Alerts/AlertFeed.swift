/// One alerting authority's feed of warnings, as an aggregator of many feeds lists it for a country.
public struct AlertFeed: Sendable, Hashable {
    /// The feed's name: "Deutscher Wetterdienst", "Alertswiss".
    public let name: String
    /// The country its authority warns for (ISO 3166-1 alpha-2, upper case).
    public let countryCode: String
    /// Whether its authority is the official one.
    public let isOfficial: Bool
    /// Whether the aggregator reads it successfully now: a broken feed covers nothing.
    public let isOperating: Bool
    /// When it last published a warning, when known.
    public let latestAlert: Instant?

    /// Makes a feed.
    public init(name: String, countryCode: String, isOfficial: Bool, isOperating: Bool, latestAlert: Instant? = nil) {
        self.name = name
        self.countryCode = countryCode
        self.isOfficial = isOfficial
        self.isOperating = isOperating
        self.latestAlert = latestAlert
    }
}
