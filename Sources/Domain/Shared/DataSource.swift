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

extension DataSource {
    /// Several sources credited as one, in their order: "NWS + FOSS Public Alert Server", every attribution said.
    public init(joining sources: [DataSource]) {
        guard sources.count != 1 else {
            self = sources[0]
            return
        }
        self.init(provider: sources.map(\.provider).joined(separator: " + "), attribution: sources.map(\.attribution).joined(separator: "; "))
    }
}
