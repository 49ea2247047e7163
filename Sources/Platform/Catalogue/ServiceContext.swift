import FoundationEssentials
internal import Domain

/// What an entry's repositories are made over: its checked base URL and access settings, the one HTTP client and
/// clock every service shares, the language of place names, and every entry's checked base URL (a data set may
/// be served by two services: history's recent past comes from the forecast API).
struct ServiceContext: Sendable {
    /// The entry's id.
    let id: String
    /// Its base URL, checked: the settings' replacement or its default.
    let baseURL: String
    /// Its key and plan, as the settings give them.
    let access: ProviderAccess
    /// The HTTP client and clock.
    let wiring: ProviderWiring
    /// The language place names come in.
    let language: String
    /// Every entry's checked base URL, by id.
    let baseURLs: [String: String]

    /// The clock the use cases that work from "now" read.
    var clock: any WallClock { wiring.clock }

    /// A client for the entry's targets: its error bodies read by `errorReason`, every secret kept out of errors.
    func client(errorReason: @escaping @Sendable (Data) -> String?, secrets: [String] = []) -> ProviderClient {
        wiring.client(service: id, errorReason: errorReason, secrets: secrets)
    }

    /// Another entry's checked base URL.
    func baseURL(of entry: ServiceCatalogue.Entry) -> String {
        baseURLs[entry.id] ?? entry.defaultBaseURL
    }

    /// The key, for a service that needs one.
    /// - Throws: `ServiceSetupError/missingKey(service:)`.
    func requiredKey() throws(ServiceSetupError) -> String {
        guard let key = access.apiKey, !key.isEmpty else { throw .missingKey(service: id) }
        return key
    }
}
