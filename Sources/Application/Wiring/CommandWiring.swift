import Domain

/// The app wired for one command's run: the presenter, router and listener, over the use cases of the provider
/// asked for, which the executable's ``ProviderDirectory`` makes from the settings gathered here.
struct CommandWiring {
    let environment: [String: String]
    let timeout: Duration
    /// The forecast service asked for.
    var provider: ProviderArgument = .default
    /// How the cache of answers is used.
    var cacheUse: CacheUse = .normal
    /// The configuration file, when there is one.
    var file: ConfigFile? = nil
    /// Whether each request is told on standard error (`--verbose`).
    var verbose = false
    /// When tables are coloured (`--color`).
    var colour: ColourChoice = .auto
    /// The line `--format line` writes.
    var lineTemplate: LineTemplate? = nil
    /// Whether charts are drawn in plain ASCII (`--ascii`).
    var ascii = false
    /// The language of tables, lines and place names (`--lang`).
    var language: Language = .en
    /// Whether forecast views check the place's official warnings (off with `--no-alerts` or `alerts = false`).
    var showsAlerts = false
    /// Where the lines of `--verbose` go: the presenter, once ``makeListener()`` has made it.
    private(set) var requestLog: (@Sendable (String) -> Void)? = nil

    /// The settings from the environment and the file.
    var settings: Settings { Settings(environment: environment, file: file) }

    /// Every provider as `forecast providers` lists it: its profile on the configured plan, and whether the key
    /// it needs is set.
    func providerListings() -> [ProviderListing] {
        ProviderArgument.allCases.map { provider in
            let profile = provider.details.profile(plan: settings.plan(of: provider)?.value)
            return ProviderListing(profile: profile, keyConfigured: profile.needsKey ? settings.key(of: provider) != nil : nil)
        }
    }

    /// The listener for every command, with its presenter, router and use cases.
    func makeListener() -> ForecastListener {
        let words = Catalogue(language)
        let presenter = ForecastPresenter(
            output: StandardStreams(), styler: Styler(usesColour: StandardStreams.wantsColour(colour, environment: environment)),
            lineTemplate: lineTemplate, canvas: .standardOutput(environment: environment, ascii: ascii), words: words
        )
        var wiring = self
        wiring.requestLog = verbose ? presenter.presentRequest : nil
        return ForecastListener(
            makeUseCases: { [wiring] in try wiring.makeUseCases(for: wiring.provider) },
            presenter: presenter,
            router: ForecastRouter(words: words),
            makeComparison: { [wiring] in try wiring.makeComparison() },
            makeAlerts: { [wiring] in try wiring.makeAlerts() },
            makeSky: { [wiring] in try wiring.makeSky() },
            makeAirQuality: { [wiring] in try wiring.makeAirQuality() },
            makeHistory: { [wiring] in try wiring.makeHistory() },
            makeNormals: { [wiring] in try wiring.makeNormals() },
            makeEnsemble: { [wiring] in try wiring.makeEnsemble() },
            showsAlerts: showsAlerts
        )
    }

    /// The Sun's days and the Moon's phases, with the place search of the settings.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    private func makeSky() throws -> SkyUseCases {
        do {
            return try Providers.directory.makeSkyUseCases(try request(for: .default))
        } catch let problem as ProviderSetupProblem {
            throw ConfigurationError(reason: reason(for: problem, of: .default))
        }
    }

    /// The air quality service, at the base URL `FORECAST_AIR_QUALITY_URL` gives, with the place search of the
    /// settings.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    private func makeAirQuality() throws -> any GetAirQualityUseCase {
        do {
            return try Providers.directory.makeAirQualityUseCase(try request(for: .default), baseURL: settings.baseURL(Settings.airQualityURLVariable))
        } catch let problem as ProviderSetupProblem {
            throw ConfigurationError(reason: reason(for: problem, of: .default))
        }
    }

    /// The observed days: the archive at the base URL `FORECAST_ARCHIVE_URL` gives, the recent past at Open-Meteo's
    /// (`FORECAST_OPEN_METEO_URL`), places with the settings' search.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    private func makeHistory() throws -> any GetHistoryUseCase {
        do {
            return try Providers.directory.makeHistoryUseCase(try request(for: .default), archiveBaseURL: settings.baseURL(Settings.archiveURLVariable))
        } catch let problem as ProviderSetupProblem {
            throw ConfigurationError(reason: reason(for: problem, of: .default))
        }
    }

    /// The comparison with the normal, from the archive at the base URL `FORECAST_ARCHIVE_URL` gives.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    private func makeNormals() throws -> any CompareWithNormalUseCase {
        do {
            return try Providers.directory.makeNormalsUseCase(try request(for: .default), archiveBaseURL: settings.baseURL(Settings.archiveURLVariable))
        } catch let problem as ProviderSetupProblem {
            throw ConfigurationError(reason: reason(for: problem, of: .default))
        }
    }

    /// The ensemble's use cases, at the base URL `FORECAST_ENSEMBLE_URL` gives, with the place search of the settings.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    private func makeEnsemble() throws -> EnsembleUseCases {
        do {
            return try Providers.directory.makeEnsembleUseCases(try request(for: .default), baseURL: settings.baseURL(Settings.ensembleURLVariable))
        } catch let problem as ProviderSetupProblem {
            throw ConfigurationError(reason: reason(for: problem, of: .default))
        }
    }

    /// The official warnings, from every provider that issues them, each at the base URL its
    /// `FORECAST_<PROVIDER>_URL` gives.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    private func makeAlerts() throws -> any GetAlertsUseCase {
        let issuers = ProviderArgument.allCases.filter { $0.details.profile().capabilities.alertsCoverage != nil }
        var baseURLs: [String: String] = [:]
        for provider in issuers {
            baseURLs[provider.id] = settings.baseURL(Settings.variable("URL", of: provider))
        }
        do {
            return try Providers.directory.makeAlertsUseCase(try request(for: .default), baseURLs: baseURLs)
        } catch let problem as ProviderSetupProblem {
            throw ConfigurationError(reason: reason(for: problem, of: .default))
        }
    }

    /// Every provider, for `compare`: places found once with the default provider's search; a provider that
    /// cannot be set up (no key) takes part as unavailable, with the reason.
    private func makeComparison() throws -> any CompareForecastsUseCase {
        let places = try makeUseCases(for: .default)
        let providers = ProviderArgument.allCases.map { provider in
            do {
                guard let backed = try makeUseCases(for: provider) as? any RepositoryBackedUseCaseProvider else {
                    return ComparedProvider(id: provider.id, unavailable: .invalidInput(reason: "it cannot be compared"))
                }
                return ComparedProvider(id: provider.id, forecasts: backed.forecastRepository)
            } catch {
                let reason = (error as? ConfigurationError)?.reason ?? "\(error)"
                return ComparedProvider(id: provider.id, unavailable: .invalidInput(reason: reason))
            }
        }
        return ForecastComparisonService(places: places.makeResolvePlaceUseCase(), providers: providers)
    }

    /// A provider's use cases, set up from the flags, the environment and the file.
    /// - Throws: ``ConfigurationError`` naming the setting to blame.
    private func makeUseCases(for provider: ProviderArgument) throws -> any UseCaseProvider {
        let request = try request(for: provider)
        do {
            return try Providers.directory.makeUseCases(request)
        } catch {
            throw ConfigurationError(reason: reason(for: error, of: provider))
        }
    }

    /// What `provider`'s use cases are made from: its access settings and what every provider shares.
    private func request(for provider: ProviderArgument) throws -> UseCaseRequest {
        UseCaseRequest(
            provider: provider.id, baseURL: settings.baseURL(Settings.variable("URL", of: provider)),
            placeSearchBaseURL: settings.baseURL(Settings.placeSearchURLVariable), apiKey: settings.key(of: provider)?.value,
            plan: settings.plan(of: provider)?.value, timeout: timeout, language: language.rawValue, cache: try cacheRequest(),
            requestLog: requestLog
        )
    }

    /// What a person reads when a provider cannot be set up: the setting to blame, named as it was given.
    private func reason(for problem: ProviderSetupProblem, of provider: ProviderArgument) -> String {
        let name = provider.details.profile().name
        switch problem {
        case .unknownProvider(let known):
            return "no provider is called \(provider.id); there are \(known.joined(separator: ", "))"
        case .missingKey:
            return "\(Settings.variable("KEY", of: provider)) is not set: \(name) needs your API key (or key in [\(provider.id)] in the configuration file)"
        case .malformedKey:
            let origin = settings.key(of: provider)?.origin ?? .default
            return "\(origin.settingName(Settings.variable("KEY", of: provider), key: "\(provider.id).key")) must be letters and digits"
        case .unknownPlan(let plans):
            let origin = settings.plan(of: provider)?.origin ?? .default
            return "\(origin.settingName(Settings.variable("PLAN", of: provider), key: "\(provider.id).plan")) must be \(plans.joined(separator: " or "))"
        case .invalidBaseURL(let reason):
            return "\(Settings.variable("URL", of: provider)) \(reason)"
        case .invalidPlaceSearchURL(let reason):
            return "\(Settings.placeSearchURLVariable) \(reason)"
        case .invalidArchiveURL(let reason):
            return "\(Settings.archiveURLVariable) \(reason)"
        case .invalidEnsembleURL(let reason):
            return "\(Settings.ensembleURLVariable) \(reason)"
        case .invalidAirQualityURL(let reason):
            return "\(Settings.airQualityURLVariable) \(reason)"
        case .invalidAlertsBaseURL(let id, let reason):
            let issuer = ProviderArgument.allCases.first { $0.id == id } ?? provider
            return "\(Settings.variable("URL", of: issuer)) \(reason)"
        }
    }

    /// The cache for this run; `nil` for none (`--no-cache`, or no home directory to keep it in).
    /// - Throws: ``ConfigurationError`` for `--offline` without a place for the cache.
    private func cacheRequest() throws -> CacheRequest? {
        guard let directory = StandardPaths(environment: environment).cacheDirectory else {
            guard cacheUse != .offline else {
                throw ConfigurationError(reason: "--offline reads the cache, and neither XDG_CACHE_HOME nor HOME says where it is")
            }
            return nil
        }
        let mode: CacheRequest.Mode
        switch cacheUse {
        case .none: return nil
        case .normal: mode = .normal
        case .refresh: mode = .refresh
        case .offline: mode = .offline
        }
        return CacheRequest(
            directory: directory, mode: mode, forecastLifetimeSeconds: file?.forecastTTL, placeLifetimeSeconds: file?.geocodingTTL,
            alertsLifetimeSeconds: file?.alertsTTL
        )
    }
}

/// The environment or the configuration file asks for something that cannot be: exit 78.
struct ConfigurationError: Error, Hashable {
    /// What is wrong, naming the setting.
    let reason: String
}
