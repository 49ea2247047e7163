package import Application
package import Domain
import Platform

/// The one place the app meets the concrete world, for every executable (`forecast`, `forecast-serve`): the app's requests for use cases are answered with Platform's
/// ``WeatherServices``, set up as the request says. It names no service: the ``ServiceCatalogue`` is the list, and
/// an id picks from it.
package struct CompositionRoot: ProviderDirectory {
    /// The version `forecast --version` prints: the platform's, which its requests also name.
    package var version: String { ForecastClientIdentity.version }

    /// Every forecast provider in the catalogue, the default first.
    package let providers = ServiceCatalogue.forecastProviders.compactMap { entry -> ProviderDescription? in
        guard let standard = entry.forecastProfile() else { return nil }
        return ProviderDescription(id: entry.id, plans: entry.plans) { plan in entry.forecastProfile(plan: plan) ?? standard }
    }

    /// Every service in the catalogue, as `forecast services` lists them.
    package let services = ServiceCatalogue.entries.map(\.profile)

    /// The composition root.
    package init() {}

    package func makeUseCases(_ request: UseCaseRequest) throws -> any UseCaseProvider {
        try WeatherServices(settings: try Self.settings(for: request), forecastProvider: request.provider)
    }

    /// Starts the network transport's one-time set-up (opening libcurl) on a thread of its own, to overlap argument
    /// parsing.
    package static func prepareTransport() {
        NetworkTransport.prepareInBackground()
    }

    /// Waits for that set-up to finish, so that the process can exit safely.
    package static func finishTransportPreparation() {
        NetworkTransport.finishPreparation()
    }

    /// The settings every service shares and each one's access, from the request.
    private static func settings(for request: UseCaseRequest) throws(ForecastError) -> ProviderSettings {
        var services: [String: ProviderAccess] = [:]
        for id in Set(request.baseURLs.keys).union(request.keys.keys).union(request.plans.keys) {
            services[id] = ProviderAccess(baseURL: request.baseURLs[id], apiKey: request.keys[id], plan: request.plans[id])
        }
        var settings = try ProviderSettings(requestTimeout: request.timeout, language: request.language, services: services)
        settings.cache = request.cache.map(responseCache)
        settings.chosenSources = Dictionary(uniqueKeysWithValues: request.chosenSources.map { (DataSet(rawValue: $0.key), $0.value) })
        settings.requestLog = request.requestLog.map(RequestLog.init) ?? request.requestCounter.map { count in
            RequestLog.records { record in count(record.service, record.outcome.rawValue) }
        }
        return settings
    }

    /// The cache the request asks for.
    private static func responseCache(_ request: CacheRequest) -> ResponseCache {
        let mode: ResponseCache.Mode = switch request.mode {
        case .normal: .normal
        case .refresh: .refresh
        case .offline: .offline
        }
        var cache = ResponseCache(directory: request.directory, mode: mode)
        cache.forecastLifetime = request.forecastLifetimeSeconds.map { .seconds($0) }
        if let seconds = request.placeLifetimeSeconds { cache.placeLifetime = .seconds(seconds) }
        if let seconds = request.alertsLifetimeSeconds { cache.alertsLifetime = .seconds(seconds) }
        cache.refreshJitter = request.refreshJitter
        return cache
    }
}
