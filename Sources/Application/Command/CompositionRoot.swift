import Domain
import Platform

/// The one place the app is wired: concrete types chosen, configured from the environment, and injected through
/// initialisers. Process concerns (the transport's set-up, the environment) are handled here, not in the libraries.
struct CompositionRoot {
    let environment: [String: String]
    let timeout: Duration
    /// The forecast service asked for.
    var provider: ProviderArgument = .openMeteo
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
    /// Where the lines of `--verbose` go: the presenter, once ``makeListener()`` has made it.
    private(set) var requestLog: OpenMeteoConfiguration.RequestLog? = nil

    /// The settings from the environment and the file.
    var settings: Settings { Settings(environment: environment, file: file) }

    /// The environment variable that replaces the forecast service's base URL.
    static let forecastURLVariable = "FORECAST_OPEN_METEO_URL"
    /// The environment variable that replaces the geocoding service's base URL.
    static let geocodingURLVariable = "FORECAST_GEOCODING_URL"
    /// The environment variable that replaces MET Norway's base URL.
    static let metNorwayURLVariable = "FORECAST_MET_NORWAY_URL"
    /// The environment variable that replaces OpenWeatherMap's base URL.
    static let openWeatherMapURLVariable = "FORECAST_OPENWEATHERMAP_URL"
    /// The environment variable that replaces the NWS's base URL.
    static let nwsURLVariable = "FORECAST_NWS_URL"

    /// The version `forecast --version` prints: the platform's, which its requests also name.
    static var version: String { ForecastClientIdentity.version }

    /// What the default provider, Open-Meteo, offers; its place search serves every provider.
    static var capabilities: ForecastCapabilities { OpenMeteoUseCaseProvider.capabilities }

    /// What a provider offers: the limits help text and validation read (OpenWeatherMap's free plan's).
    static func capabilities(of provider: ProviderArgument) -> ForecastCapabilities {
        profile(of: provider, plan: .free).capabilities
    }

    /// A provider's profile; OpenWeatherMap's depends on the plan.
    private static func profile(of provider: ProviderArgument, plan: OpenWeatherMapConfiguration.Plan) -> ForecastProviderProfile {
        switch provider {
        case .openMeteo: OpenMeteoUseCaseProvider.profile
        case .metNorway: METNorwayUseCaseProvider.profile
        case .openWeatherMap: OpenWeatherMapUseCaseProvider.profile(on: plan)
        case .nws: NWSUseCaseProvider.profile
        }
    }

    /// Every provider as `forecast providers` lists it: its profile on the configured plan, and whether the key
    /// it needs is set.
    func providerListings() -> [ProviderListing] {
        let plan = OpenWeatherMapConfiguration.Plan(rawValue: settings.openWeatherMapPlan.value) ?? .free
        let keyConfigured = settings.openWeatherMapKey != nil
        return ProviderArgument.allCases.map { provider in
            let profile = Self.profile(of: provider, plan: plan)
            return ProviderListing(profile: profile, keyConfigured: profile.needsKey ? keyConfigured : nil)
        }
    }

    /// Starts the network transport's one-time set-up in the background, to overlap argument parsing.
    static func prepareTransport() {
        OpenMeteoUseCaseProvider.prepareTransport()
    }

    /// Waits for that set-up to finish, so that the process can exit safely.
    static func finishTransportPreparation() {
        OpenMeteoUseCaseProvider.finishTransportPreparation()
    }

    /// The listener for every command, with its presenter, router and use cases.
    func makeListener() -> ForecastListener {
        let words = Catalogue(language)
        let presenter = ForecastPresenter(
            output: StandardStreams(), styler: Styler(usesColour: StandardStreams.wantsColour(colour, environment: environment)),
            lineTemplate: lineTemplate, canvas: .standardOutput(environment: environment, ascii: ascii), words: words
        )
        var root = self
        root.requestLog = verbose ? .init(presenter.presentRequest) : nil
        return ForecastListener(
            makeUseCases: { [root] in try root.makeUseCases(for: root.provider) },
            presenter: presenter,
            router: ForecastRouter(words: words),
            makeComparison: { [root] in try root.makeComparison() }
        )
    }

    /// Every provider, for `compare`: places found once with Open-Meteo; a provider that cannot be configured (no
    /// OpenWeatherMap key) takes part as unavailable, with the reason.
    private func makeComparison() throws -> any CompareForecastsUseCase {
        let places = try makeUseCases(for: .openMeteo)
        let providers = ProviderArgument.allCases.map { provider in
            do {
                guard let backed = try makeUseCases(for: provider) as? any RepositoryBackedUseCaseProvider else {
                    return ComparedProvider(id: provider.rawValue, unavailable: .invalidInput(reason: "it cannot be compared"))
                }
                return ComparedProvider(id: provider.rawValue, forecasts: backed.forecastRepository)
            } catch {
                let reason = (error as? ConfigurationError)?.reason ?? "\(error)"
                return ComparedProvider(id: provider.rawValue, unavailable: .invalidInput(reason: reason))
            }
        }
        return ForecastComparisonService(places: places.makeResolvePlaceUseCase(), providers: providers)
    }

    /// A provider's use cases, configured from the environment.
    private func makeUseCases(for provider: ProviderArgument) throws -> any UseCaseProvider {
        var openMeteo = try OpenMeteoConfiguration(requestTimeout: timeout)
        openMeteo.cache = try responseCache()
        openMeteo.requestLog = requestLog
        openMeteo.language = language.rawValue
        if let url = try Self.baseURL(in: environment, Self.forecastURLVariable) {
            openMeteo.forecastBaseURL = url
        }
        if let url = try Self.baseURL(in: environment, Self.geocodingURLVariable) {
            openMeteo.geocodingBaseURL = url
        }
        switch provider {
        case .openMeteo:
            return OpenMeteoUseCaseProvider(configuration: openMeteo)
        case .metNorway:
            var configuration = try METNorwayConfiguration(places: openMeteo)
            if let url = try Self.baseURL(in: environment, Self.metNorwayURLVariable) {
                configuration.baseURL = url
            }
            return METNorwayUseCaseProvider(configuration: configuration)
        case .openWeatherMap:
            var configuration = try openWeatherMapConfiguration(places: openMeteo)
            if let url = try Self.baseURL(in: environment, Self.openWeatherMapURLVariable) {
                configuration.baseURL = url
            }
            return OpenWeatherMapUseCaseProvider(configuration: configuration)
        case .nws:
            let url = try Self.baseURL(in: environment, Self.nwsURLVariable) ?? "https://api.weather.gov"
            return try NWSUseCaseProvider(baseURL: url, places: openMeteo)
        }
    }

    /// The cache settings for this run; `nil` for none (`--no-cache`, or no home directory to keep it in).
    /// - Throws: ``ConfigurationError`` for `--offline` without a place for the cache.
    private func responseCache() throws -> OpenMeteoConfiguration.ResponseCache? {
        guard let directory = StandardPaths(environment: environment).cacheDirectory else {
            guard cacheUse != .offline else {
                throw ConfigurationError(reason: "--offline reads the cache, and neither XDG_CACHE_HOME nor HOME says where it is")
            }
            return nil
        }
        let mode: OpenMeteoConfiguration.ResponseCache.Mode
        switch cacheUse {
        case .none: return nil
        case .normal: mode = .normal
        case .refresh: mode = .refresh
        case .offline: mode = .offline
        }
        var cache = OpenMeteoConfiguration.ResponseCache(directory: directory, mode: mode)
        cache.forecastLifetime = file?.forecastTTL.map { .seconds($0) }
        if let seconds = file?.geocodingTTL { cache.placeLifetime = .seconds(seconds) }
        return cache
    }

    /// OpenWeatherMap's key and plan, from the environment or the file. Messages name the setting, never the key.
    /// - Throws: ``ConfigurationError`` when the key is missing or malformed, or the plan is not `free` or `paid`.
    private func openWeatherMapConfiguration(places: OpenMeteoConfiguration) throws -> OpenWeatherMapConfiguration {
        guard let key = settings.openWeatherMapKey else {
            throw ConfigurationError(reason: "\(Settings.openWeatherMapKeyVariable) is not set: OpenWeatherMap needs your API key (or key in [openweathermap] in the configuration file)")
        }
        let plan = settings.openWeatherMapPlan
        guard let chosen = OpenWeatherMapConfiguration.Plan(rawValue: plan.value) else {
            throw ConfigurationError(reason: "\(plan.origin.settingName(Settings.openWeatherMapPlanVariable, key: "openweathermap.plan")) must be free or paid")
        }
        do {
            return try OpenWeatherMapConfiguration(apiKey: key.value, plan: chosen, places: places)
        } catch {
            throw ConfigurationError(reason: "\(key.origin.settingName(Settings.openWeatherMapKeyVariable, key: "openweathermap.key")) must be letters and digits")
        }
    }

    /// The base URL a variable sets, checked; `nil` when it is unset or empty.
    /// - Throws: ``ConfigurationError`` naming the variable, its credentials redacted.
    private static func baseURL(in environment: [String: String], _ variable: String) throws -> String? {
        guard let value = environment[variable], !value.isEmpty else { return nil }
        do {
            return try OpenMeteoConfiguration.validatedBaseURL(value)
        } catch {
            guard case .invalidInput(let reason) = error else { throw error }
            throw ConfigurationError(reason: "\(variable) \(reason)")
        }
    }
}

/// The environment (or, later, a configuration file) asks for something that cannot be: exit 78.
struct ConfigurationError: Error, Hashable {
    /// What is wrong, naming the setting.
    let reason: String
}
