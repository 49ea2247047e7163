/// How to reach one provider chosen from the ``ProviderCatalogue``: its own settings, each `nil` for the default.
/// The key is a secret: this type never prints it (its description shows `***`).
public struct ProviderAccess: Sendable, Hashable, CustomStringConvertible {
    /// The provider's base URL, for a self-hosted or commercial server; `nil`: its public API.
    public var baseURL: String?
    /// The user's API key, for a provider that needs one (``ProviderCatalogue/Entry/needsKey``).
    public var apiKey: String?
    /// The plan the key belongs to, one of ``ProviderCatalogue/Entry/plans``; `nil`: the first.
    public var plan: String?

    /// Makes the access settings.
    public init(baseURL: String? = nil, apiKey: String? = nil, plan: String? = nil) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.plan = plan
    }

    /// The settings with the key hidden.
    public var description: String {
        "ProviderAccess(baseURL: \(baseURL ?? "default"), apiKey: \(apiKey == nil ? "none" : "***"), plan: \(plan ?? "default"))"
    }
}

/// Why a provider chosen from the ``ProviderCatalogue`` cannot be used as asked. No case carries a key.
public enum ProviderAccessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No provider has this id; `known` lists the ids there are.
    case unknownProvider(String, known: [String])
    /// The provider needs the user's API key and none was given.
    case missingKey(provider: String)
    /// The key is empty, too long, or holds anything but letters and digits.
    case malformedKey(provider: String)
    /// The provider has no plan of this name; `plans` lists the ones it has.
    case unknownPlan(provider: String, plans: [String])
    /// The base URL cannot be used; `reason` says why, any credentials in it hidden.
    case invalidBaseURL(provider: String, reason: String)

    /// The problem as one English line.
    public var description: String {
        switch self {
        case .unknownProvider(let id, let known):
            "no provider is called \"\(id.prefix(40))\"; there are \(known.joined(separator: ", "))"
        case .missingKey(let provider):
            "\(provider) needs your API key"
        case .malformedKey(let provider):
            "the \(provider) API key must be letters and digits"
        case .unknownPlan(let provider, let plans):
            "the \(provider) plan must be \(plans.joined(separator: " or "))"
        case .invalidBaseURL(let provider, let reason):
            "the \(provider) base URL \(reason)"
        }
    }
}
