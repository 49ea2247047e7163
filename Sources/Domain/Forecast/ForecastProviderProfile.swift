/// What a person choosing a weather service wants to know of it: what it offers, where, on what terms.
public struct ForecastProviderProfile: Sendable, Hashable {
    /// The name `--provider` takes, e.g. "met-norway".
    public let id: String
    /// The service's name, e.g. "MET Norway".
    public let name: String
    /// What it offers, and its limits.
    public let capabilities: ForecastCapabilities
    /// Where it forecasts, e.g. "worldwide" or "the United States".
    public let coverage: String
    /// Whether it needs the user's own API key.
    public let needsKey: Bool
    /// The credit its data must carry.
    public let attribution: String
    /// Where its terms of use are.
    public let terms: String

    /// Makes a profile.
    public init(
        id: String, name: String, capabilities: ForecastCapabilities, coverage: String, needsKey: Bool,
        attribution: String, terms: String
    ) {
        self.id = id
        self.name = name
        self.capabilities = capabilities
        self.coverage = coverage
        self.needsKey = needsKey
        self.attribution = attribution
        self.terms = terms
    }
}
