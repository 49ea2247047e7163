package import Application
package import Domain

/// A forecast service chosen by its id (a flag, `FORECAST_PROVIDER`, `provider` in the file): one of the providers
/// the front door offers. Places are found the same way for all of them.
package struct ProviderChoice: Hashable, Sendable {
    /// The provider as the directory describes it: its id, plans and profiles.
    package let details: ProviderDescription

    /// Its id, e.g. "met-norway".
    package var id: String { details.id }

    /// The provider `details` describes.
    package init(_ details: ProviderDescription) {
        self.details = details
    }

    /// The provider with this id among `providers`, when there is one.
    package init?(id: String, among providers: [ProviderDescription]) {
        guard let details = providers.first(where: { $0.id == id }) else { return nil }
        self.details = details
    }

    /// What the provider offers on its default plan, for help text and validation.
    package var capabilities: ForecastCapabilities { details.profile().capabilities }

    /// Two choices are the same provider when their ids are.
    package static func == (lhs: ProviderChoice, rhs: ProviderChoice) -> Bool { lhs.id == rhs.id }

    /// Hashes the id.
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The most any of `providers` allows of a limit: the bound settings are checked against before a provider is
    /// known.
    package static func largest(_ limit: (ForecastCapabilities) -> Int, among providers: [ProviderDescription]) -> Int {
        providers.map { limit($0.profile().capabilities) }.max() ?? 1
    }
}
