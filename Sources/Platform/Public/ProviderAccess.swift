/// How to reach one service of the ``ServiceCatalogue``: its own settings, each `nil` for the default.
/// The key is a secret, and so are credentials in a base URL: this type never prints them (its description shows `***`).
public struct ProviderAccess: Sendable, Hashable, CustomStringConvertible {
    /// The service's base URL, for a self-hosted or commercial server or a test server; `nil`: its public API.
    public var baseURL: String?
    /// The user's API key, for a provider that needs one (``ServiceCatalogue/Entry/needsKey``).
    public var apiKey: String?
    /// The plan the key belongs to, one of ``ServiceCatalogue/Entry/plans``; `nil`: the first.
    public var plan: String?

    /// Makes the access settings.
    public init(baseURL: String? = nil, apiKey: String? = nil, plan: String? = nil) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.plan = plan
    }

    /// The settings with the key hidden.
    public var description: String {
        "ProviderAccess(baseURL: \(baseURL.map(BaseURL.redactingCredentials) ?? "default"), apiKey: \(apiKey == nil ? "none" : "***"), plan: \(plan ?? "default"))"
    }
}
