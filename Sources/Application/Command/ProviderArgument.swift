import ArgumentParser
import Domain

/// The forecast services `--provider` chooses from. Places are found with Open-Meteo's geocoding for all of them.
enum ProviderArgument: String, ArgumentChoice, Sendable {
    /// Open-Meteo, the default: free, keyless, 16 days.
    case openMeteo = "open-meteo"
    /// MET Norway (yr.no): free, keyless, about 9 days, the best model for Scandinavia.
    case metNorway = "met-norway"

    /// What the provider offers, for help text and validation.
    var capabilities: ForecastCapabilities { CompositionRoot.capabilities(of: self) }

    /// A limit as help text gives it, one figure a provider: "16 with open-meteo, 9 with met-norway".
    static func limits(_ limit: (ForecastCapabilities) -> Int) -> String {
        allCases.map { "\(limit($0.capabilities)) with \($0.rawValue)" }.joined(separator: ", ")
    }
}
