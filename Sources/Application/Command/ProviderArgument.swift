import ArgumentParser
import Domain

/// A forecast service `--provider` chooses, by its id: one of the providers the executable gave the app
/// (``Providers/directory``). Places are found the same way for all of them.
struct ProviderArgument: ExpressibleByArgument, Hashable, Sendable {
    /// The provider as the directory describes it: its id, plans and profiles.
    let details: ProviderDescription

    /// Its id, e.g. "met-norway".
    var id: String { details.id }

    /// The provider with this id, when there is one.
    init?(argument: String) {
        guard let details = Providers.directory.providers.first(where: { $0.id == argument }) else { return nil }
        self.details = details
    }

    private init(_ details: ProviderDescription) {
        self.details = details
    }

    /// Every provider, the default first.
    static var allCases: [ProviderArgument] {
        Providers.directory.providers.map(ProviderArgument.init)
    }

    /// The default provider: the directory's first.
    static var `default`: ProviderArgument {
        guard let first = allCases.first else { preconditionFailure("the executable gave the app no provider") }
        return first
    }

    static var allValueStrings: [String] { allCases.map(\.id) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var defaultValueDescription: String { id }

    /// What the provider offers on its default plan, for help text and validation.
    var capabilities: ForecastCapabilities { details.profile().capabilities }

    /// Two arguments are the same provider when their ids are.
    static func == (lhs: ProviderArgument, rhs: ProviderArgument) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// A limit as help text gives it, one figure a provider that has the product: "16 with open-meteo, 9 with
    /// met-norway".
    static func limits(_ limit: (ForecastCapabilities) -> Int) -> String {
        allCases.filter { limit($0.capabilities) > 0 }.map { "\(limit($0.capabilities)) with \($0.id)" }.joined(separator: ", ")
    }

    /// Who issues official warnings, and where: "US National Weather Service (the United States), MET Norway (Norway)".
    static var alertIssuers: String {
        allCases.compactMap { provider in
            provider.capabilities.alertsCoverage.map { "\(provider.details.profile().name) (\($0.name))" }
        }.joined(separator: ", ")
    }

    /// The most any provider allows of a limit: the bound settings are checked against before a provider is known.
    static func largest(_ limit: (ForecastCapabilities) -> Int) -> Int {
        allCases.map { limit($0.capabilities) }.max() ?? 1
    }

    /// Refuses a product the provider does not give, before anything is asked, saying what it does give.
    func require(_ product: ForecastCapabilities.Product) throws {
        try Self.require(product, of: id, offering: capabilities.products)
    }

    /// Refuses `product` unless `products` has it, naming `provider` and what it does give.
    static func require(_ product: ForecastCapabilities.Product, of provider: String, offering products: Set<ForecastCapabilities.Product>) throws {
        guard !products.contains(product) else { return }
        let offered = ForecastCapabilities.Product.allCases.filter(products.contains).map(\.rawValue).joined(separator: " and ")
        throw ValidationError("\(provider) gives no \(product.rawValue) forecast; it gives \(offered)")
    }
}
