package import Application
package import Domain

extension Settings {
    /// What the use cases of a run are made from, as every front door makes them from the settings: forecasts from
    /// `provider`, every service (of `services`, by id) at the base URL its `FORECAST_<ID>_URL` gives, the keys and plans the settings hold,
    /// place names in `language`, the cache as `cacheUse` says (`nil`: none) with the lifetimes of the configuration
    /// file, each request told to `requestLog` when there is one.
    /// - Throws: ``ConfigurationError`` for `--offline` without a place for the cache.
    package func useCaseRequest(
        services: [String], provider: ProviderChoice, timeout: Duration, language: Language, cacheUse: CacheRequest.Mode?, requestLog: (@Sendable (String) -> Void)?
    ) throws(ConfigurationError) -> UseCaseRequest {
        UseCaseRequest(
            provider: provider.id, baseURLs: baseURLs(of: services), keys: everyProvider { $0.key(of: $1) },
            plans: everyProvider { $0.plan(of: $1) }, timeout: timeout, language: language.rawValue, cache: try cacheRequest(cacheUse),
            requestLog: requestLog
        )
    }

    /// What a person reads when a service cannot be set up: the setting to blame, named as it was given.
    package func reason(for problem: ServiceSetupError) -> String {
        if case .invalidBaseURL(let service, let reason) = problem { return "\(Settings.urlVariable(of: service)) \(reason)" }
        guard let provider = ProviderChoice(id: problem.service, among: providers) else { return problem.description }
        switch problem {
        case .missingKey:
            let name = provider.details.profile().name
            return "\(Settings.variable("KEY", of: provider)) is not set: \(name) needs your API key (or key in [\(provider.id)] in the configuration file)"
        case .malformedKey:
            let origin = key(of: provider)?.origin ?? .default
            return "\(origin.settingName(Settings.variable("KEY", of: provider), key: "\(provider.id).key")) must be letters and digits"
        case .unknownPlan(_, let plans):
            let origin = plan(of: provider)?.origin ?? .default
            return "\(origin.settingName(Settings.variable("PLAN", of: provider), key: "\(provider.id).plan")) must be \(plans.joined(separator: " or "))"
        case .unknownProvider, .unknownService, .doesNotServe, .invalidBaseURL:
            return problem.description
        }
    }

    /// Every provider's key or plan, by id, as the settings give them.
    private func everyProvider(_ setting: (Settings, ProviderChoice) -> Resolved<String>?) -> [String: String] {
        var values: [String: String] = [:]
        for provider in providers.map(ProviderChoice.init) {
            values[provider.id] = setting(self, provider)?.value
        }
        return values
    }

    /// The cache used as `mode` says; `nil` for none (`mode` `nil`, or no home directory to keep it in).
    /// - Throws: ``ConfigurationError`` for `--offline` without a place for the cache.
    private func cacheRequest(_ mode: CacheRequest.Mode?) throws(ConfigurationError) -> CacheRequest? {
        guard let directory = StandardPaths(environment: environment).cacheDirectory else {
            guard mode != .offline else {
                throw ConfigurationError(reason: "--offline reads the cache, and neither XDG_CACHE_HOME nor HOME says where it is")
            }
            return nil
        }
        guard let mode else { return nil }
        return CacheRequest(
            directory: directory, mode: mode, forecastLifetimeSeconds: file?.forecastTTL, placeLifetimeSeconds: file?.geocodingTTL,
            alertsLifetimeSeconds: file?.alertsTTL
        )
    }
}
