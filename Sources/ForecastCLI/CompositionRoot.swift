import Application
import Domain
import Platform

/// The one place the app meets the concrete world: the app's requests for use cases are answered with the
/// providers of Platform's ``ProviderCatalogue``, configured as the request says. It chooses no provider itself:
/// the catalogue is the list, and an id picks from it.
struct CompositionRoot: ProviderDirectory {
    /// The version `forecast --version` prints: the platform's, which its requests also name.
    var version: String { ForecastClientIdentity.version }

    /// Every provider in the catalogue, the default first.
    let providers = ProviderCatalogue.entries.map { entry in
        ProviderDescription(id: entry.id, plans: entry.plans, profile: entry.profile(plan:))
    }

    func makeUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> any UseCaseProvider {
        let settings = try Self.settings(for: request)
        let access = ProviderAccess(baseURL: request.baseURL, apiKey: request.apiKey, plan: request.plan)
        do {
            return try ProviderCatalogue.entry(id: request.provider).makeUseCaseProvider(settings: settings, access: access)
        } catch {
            throw Self.problem(error)
        }
    }

    func makeAlertsUseCase(_ request: UseCaseRequest, baseURLs: [String: String]) throws(ProviderSetupProblem) -> any GetAlertsUseCase {
        let settings = try Self.settings(for: request)
        do {
            return try ProviderCatalogue.makeAlertsUseCase(settings: settings, baseURLs: baseURLs)
        } catch .invalidBaseURL(let provider, let reason) {
            throw .invalidAlertsBaseURL(provider: provider, reason: reason)
        } catch {
            throw Self.problem(error)
        }
    }

    func makeSkyUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> SkyUseCases {
        ProviderCatalogue.makeSkyUseCases(settings: try Self.settings(for: request))
    }

    func makeAirQualityUseCase(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> any GetAirQualityUseCase {
        let settings = try Self.settings(for: request)
        let configuration: OpenMeteoAirQualityConfiguration
        do {
            configuration = try OpenMeteoAirQualityConfiguration(baseURL: baseURL ?? OpenMeteoAirQualityConfiguration.defaultBaseURL)
        } catch {
            throw .invalidAirQualityURL(reason: error.description)
        }
        return ProviderCatalogue.makeAirQualityUseCase(settings: settings, configuration: configuration)
    }

    func makeHistoryUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any GetHistoryUseCase {
        let settings = try Self.settings(for: request)
        let archive: OpenMeteoArchiveConfiguration, forecast: OpenMeteoConfiguration
        do {
            archive = try OpenMeteoArchiveConfiguration(baseURL: archiveBaseURL ?? OpenMeteoArchiveConfiguration.defaultBaseURL)
        } catch {
            throw .invalidArchiveURL(reason: error.description)
        }
        do {
            forecast = try OpenMeteoConfiguration(forecastBaseURL: request.baseURL ?? OpenMeteoConfiguration.defaultBaseURL)
        } catch {
            throw .invalidBaseURL(reason: error.description)
        }
        return ProviderCatalogue.makeHistoryUseCase(settings: settings, archive: archive, forecast: forecast)
    }

    func makeNormalsUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any CompareWithNormalUseCase {
        let settings = try Self.settings(for: request)
        do {
            let archive = try OpenMeteoArchiveConfiguration(baseURL: archiveBaseURL ?? OpenMeteoArchiveConfiguration.defaultBaseURL)
            return ProviderCatalogue.makeNormalsUseCase(settings: settings, archive: archive)
        } catch {
            throw .invalidArchiveURL(reason: error.description)
        }
    }

    func makeEnsembleUseCases(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> EnsembleUseCases {
        let settings = try Self.settings(for: request)
        do {
            let configuration = try OpenMeteoEnsembleConfiguration(baseURL: baseURL ?? OpenMeteoEnsembleConfiguration.defaultBaseURL)
            return ProviderCatalogue.makeEnsembleUseCases(settings: settings, configuration: configuration)
        } catch {
            throw .invalidEnsembleURL(reason: error.description)
        }
    }

    func prepareTransport() {
        NetworkTransport.prepareInBackground()
    }

    func finishTransportPreparation() {
        NetworkTransport.finishPreparation()
    }

    /// The settings every provider shares, from the request.
    private static func settings(for request: UseCaseRequest) throws(ProviderSetupProblem) -> ProviderSettings {
        var settings: ProviderSettings
        do {
            settings = try ProviderSettings(
                requestTimeout: request.timeout, language: request.language,
                placeSearchBaseURL: request.placeSearchBaseURL ?? ProviderSettings.defaultPlaceSearchBaseURL
            )
        } catch {
            // The app has checked the timeout (at least 1 ms), so what is left to refuse is the URL.
            throw .invalidPlaceSearchURL(reason: error.description)
        }
        settings.cache = request.cache.map(responseCache)
        settings.requestLog = request.requestLog.map(RequestLog.init)
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
        return cache
    }

    /// The app's words for what the catalogue refused.
    private static func problem(_ error: ProviderAccessError) -> ProviderSetupProblem {
        switch error {
        case .unknownProvider(_, let known): .unknownProvider(known: known)
        case .missingKey: .missingKey
        case .malformedKey: .malformedKey
        case .unknownPlan(_, let plans): .unknownPlan(plans: plans)
        case .invalidBaseURL(_, let reason): .invalidBaseURL(reason: reason)
        }
    }
}
