import ArgumentParser
import Domain

/// The forecast services `--provider` chooses from. Places are found with Open-Meteo's geocoding for all of them.
enum ProviderArgument: String, ArgumentChoice, Sendable {
    /// Open-Meteo, the default: free, keyless, 16 days.
    case openMeteo = "open-meteo"
    /// MET Norway (yr.no): free, keyless, about 9 days, the best model for Scandinavia.
    case metNorway = "met-norway"
    /// OpenWeatherMap, with the user's key: 5 days on the free plan, 16 on a paid one; hours in 3-hour steps.
    case openWeatherMap = "openweathermap"
    /// The US National Weather Service: free, keyless, 7 days, the United States only.
    case nws

    /// What the provider offers, for help text and validation.
    var capabilities: ForecastCapabilities { CompositionRoot.capabilities(of: self) }

    /// A limit as help text gives it, one figure a provider that has the product: "16 with open-meteo, 9 with
    /// met-norway".
    static func limits(_ limit: (ForecastCapabilities) -> Int) -> String {
        allCases.filter { limit($0.capabilities) > 0 }.map { "\(limit($0.capabilities)) with \($0.rawValue)" }.joined(separator: ", ")
    }

    /// Refuses a product the provider does not give, before anything is asked, saying what it does give.
    func require(_ product: ForecastCapabilities.Product) throws {
        try Self.require(product, of: rawValue, offering: capabilities.products)
    }

    /// Refuses `product` unless `products` has it, naming `provider` and what it does give.
    static func require(_ product: ForecastCapabilities.Product, of provider: String, offering products: Set<ForecastCapabilities.Product>) throws {
        guard !products.contains(product) else { return }
        let offered = ForecastCapabilities.Product.allCases.filter(products.contains).map(\.rawValue).joined(separator: " and ")
        throw ValidationError("\(provider) gives no \(product.rawValue) forecast; it gives \(offered)")
    }
}
