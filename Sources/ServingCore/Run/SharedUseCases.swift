package import Application
package import Domain
package import ForecastSettings
import Synchronization

/// The use cases every request shares: made once for each language of place names (at most one set a language), so
/// that requests in flight together for one place ask each service once, through one cache and one place
/// resolution. Every request to a service is recorded for the metrics.
package final class SharedUseCases: Sendable {
    private let settings: Settings
    private let provider: ProviderChoice
    private let directory: any ProviderDirectory
    private let timeout: Duration
    private let requestCounter: @Sendable (_ service: String, _ outcome: String) -> Void
    private let made = Mutex<[Language: any UseCaseProvider]>([:])

    /// The most of an answer's lifetime taken off at random when it is stored, so that answers fetched together (at
    /// :00) are refreshed at different moments.
    package static let refreshJitter = 0.1

    /// Use cases from `directory` set up from `settings`, forecasts from `provider`, each request to a service waiting
    /// at most `timeout` and told to `requestCounter`.
    package init(
        settings: Settings, provider: ProviderChoice, directory: any ProviderDirectory, timeout: Duration,
        requestCounter: @escaping @Sendable (_ service: String, _ outcome: String) -> Void
    ) {
        self.settings = settings
        self.provider = provider
        self.directory = directory
        self.timeout = timeout
        self.requestCounter = requestCounter
    }

    /// The use cases whose place names are in `language`, made the first time they are asked for.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    package func make(language: Language) throws -> any UseCaseProvider {
        if let useCases = made.withLock({ $0[language] }) { return useCases }
        var request = try settings.useCaseRequest(
            services: directory.services.map(\.id), provider: provider, timeout: timeout, language: language, cacheUse: .normal, requestLog: nil
        )
        request.requestCounter = requestCounter
        request.cache?.refreshJitter = Self.refreshJitter
        let useCases: any UseCaseProvider
        do {
            useCases = try directory.makeUseCases(request)
        } catch let problem as ServiceSetupError {
            throw ConfigurationError(reason: settings.reason(for: problem))
        }
        return made.withLock { made in
            if let first = made[language] { return first }
            made[language] = useCases
            return useCases
        }
    }

    /// Words a service's set-up problem as the settings name it.
    package var setupReason: @Sendable (ServiceSetupError) -> String {
        { [settings] problem in settings.reason(for: problem) }
    }
}
