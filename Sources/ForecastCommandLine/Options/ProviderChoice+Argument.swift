import Application
package import ArgumentParser
import Domain
import ForecastSettings

/// `--provider`: one of the providers the executable gave the run (``Providers/directory``), by its id.
extension ProviderChoice: ExpressibleByArgument {
    /// The provider with this id, when there is one.
    package init?(argument: String) {
        self.init(id: argument, among: Providers.directory.providers)
    }

    /// Every provider, the default first.
    static var allCases: [ProviderChoice] {
        Providers.directory.providers.map(ProviderChoice.init)
    }

    /// The default provider: the directory's first.
    static var `default`: ProviderChoice {
        guard let first = allCases.first else { preconditionFailure("the executable gave the app no provider") }
        return first
    }

    /// The ids, as `--provider` takes them.
    package static var allValueStrings: [String] { allCases.map(\.id) }

    /// A shell completes the ids.
    package static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The id, as help shows a default.
    package var defaultValueDescription: String { id }

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
