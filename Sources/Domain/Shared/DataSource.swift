/// Who supplied data, and the credit their terms ask for.
public struct DataSource: Sendable, Hashable {
    /// The provider's name, e.g. "Open-Meteo".
    public let provider: String
    /// The credit to show with the data, e.g. "Weather data by Open-Meteo.com".
    public let attribution: String

    /// Makes a data source.
    public init(provider: String, attribution: String) {
        self.provider = provider
        self.attribution = attribution
    }
}
