public import Domain

/// Every weather provider this library can use, to choose one by the id a user typed ("met-norway") and learn
/// what it offers before making its use cases.
///
/// ```swift
/// let entry = try ProviderCatalogue.entry(id: "met-norway")
/// let provider = try entry.makeUseCaseProvider(settings: try ProviderSettings())
/// ```
public enum ProviderCatalogue {
    /// Every provider, the default (Open-Meteo: free, keyless, worldwide) first.
    public static let entries: [Entry] = [
        OpenMeteoUseCaseProvider.catalogueEntry,
        METNorwayUseCaseProvider.catalogueEntry,
        OpenWeatherMapUseCaseProvider.catalogueEntry,
        NWSUseCaseProvider.catalogueEntry,
    ]

    /// The provider with this id.
    /// - Throws: ``ProviderAccessError/unknownProvider(_:known:)``, listing the ids there are.
    public static func entry(id: String) throws(ProviderAccessError) -> Entry {
        guard let entry = entries.first(where: { $0.id == id }) else {
            throw .unknownProvider(id, known: entries.map(\.id))
        }
        return entry
    }

    /// One provider: what it is, what it offers, and how to make its use cases.
    public struct Entry: Sendable, Identifiable {
        /// The id a user chooses it by, e.g. "met-norway".
        public let id: String
        /// The plans its keys come on, the default first; empty for a provider without plans.
        public let plans: [String]
        /// Where its public API is, when no ``ProviderAccess/baseURL`` is given.
        public let defaultBaseURL: String
        /// Who supplies its data, and the credit its terms ask for.
        public let credit: DataSource
        private let profileOnPlan: @Sendable (String?) -> ForecastProviderProfile
        private let make: @Sendable (Making) throws(ProviderAccessError) -> any UseCaseProvider
        /// Its official warnings at a base URL, when it issues them.
        let alerts: (@Sendable (ProviderWiring, String) -> any AlertsRepository)?

        /// Makes an entry; each provider's folder makes its own.
        init(
            id: String, plans: [String] = [], defaultBaseURL: String, credit: DataSource,
            profile: @escaping @Sendable (String?) -> ForecastProviderProfile,
            alerts: (@Sendable (ProviderWiring, String) -> any AlertsRepository)? = nil,
            make: @escaping @Sendable (Making) throws(ProviderAccessError) -> any UseCaseProvider
        ) {
            self.alerts = alerts
            self.id = id
            self.plans = plans
            self.defaultBaseURL = defaultBaseURL
            self.credit = credit
            profileOnPlan = profile
            self.make = make
        }

        /// What it offers, where and on what terms, on its default plan.
        public var profile: ForecastProviderProfile { profileOnPlan(nil) }
        /// What it offers on `plan` (the default plan's when `nil` or not one of ``plans``).
        public func profile(plan: String?) -> ForecastProviderProfile { profileOnPlan(plan) }
        /// What it offers, and where, on its default plan.
        public var capabilities: ForecastCapabilities { profile.capabilities }
        /// Whether it needs the user's API key.
        public var needsKey: Bool { profile.needsKey }

        /// Its use cases, on the system clock.
        /// - Throws: ``ProviderAccessError`` when `access` lacks a key it needs, or has a malformed key, an unknown
        ///   plan or a base URL that is not http or https.
        public func makeUseCaseProvider(settings: ProviderSettings, access: ProviderAccess = ProviderAccess()) throws(ProviderAccessError) -> any UseCaseProvider {
            try makeUseCaseProvider(settings: settings, access: access, clock: SystemClock())
        }

        /// Its use cases, with the clock the use cases that work from "now" read.
        /// - Throws: As ``makeUseCaseProvider(settings:access:)``.
        public func makeUseCaseProvider(
            settings: ProviderSettings, access: ProviderAccess = ProviderAccess(), clock: any WallClock
        ) throws(ProviderAccessError) -> any UseCaseProvider {
            try make(Making(id: id, baseURL: try baseURL(access.baseURL), access: access, settings: settings, clock: clock))
        }

        /// `replacement`, else the default base URL, checked.
        /// - Throws: ``ProviderAccessError/invalidBaseURL(provider:reason:)``.
        func baseURL(_ replacement: String?) throws(ProviderAccessError) -> String {
            do {
                return try BaseURL.validated(replacement ?? defaultBaseURL)
            } catch {
                throw .invalidBaseURL(provider: id, reason: error.description)
            }
        }
    }

    /// The official warnings for a place, from whichever provider issuing them covers it (in the order of
    /// ``entries``; their capabilities' `alertsCoverage` says where), whatever provider forecasts.
    ///
    /// ```swift
    /// let alerts = try ProviderCatalogue.makeAlertsUseCase(settings: try ProviderSettings())
    /// let report = try await alerts.alerts(at: place)   // a ResolvedPlace
    /// ```
    /// - Parameters:
    ///   - settings: What every provider shares: timeouts, cache, request log, the app's identity.
    ///   - baseURLs: Base URLs replacing providers' defaults, by provider id (e.g. a test server for "nws").
    /// - Throws: ``ProviderAccessError/invalidBaseURL(provider:reason:)`` for a replaced base URL that is not http
    ///   or https.
    public static func makeAlertsUseCase(
        settings: ProviderSettings, baseURLs: [String: String] = [:]
    ) throws(ProviderAccessError) -> any GetAlertsUseCase {
        try makeAlertsUseCase(settings: settings, baseURLs: baseURLs, clock: SystemClock())
    }

    /// The Sun's days and the Moon's phases at a place, computed offline: a name is looked up with the settings'
    /// place search (one cached request), a coordinate asks nothing; times are read on the place's clocks from the
    /// system's tzdata.
    public static func makeSkyUseCases(settings: ProviderSettings, clock: any WallClock) -> SkyUseCases {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        return SkyUseCases(places: PlaceResolutionService(geocoding: wiring.placeSearch), zones: SystemTimeZoneRules(), clock: clock)
    }

    /// The Sun's days and the Moon's phases, as ``makeSkyUseCases(settings:clock:)`` makes them, on the system clock.
    public static func makeSkyUseCases(settings: ProviderSettings) -> SkyUseCases {
        makeSkyUseCases(settings: settings, clock: SystemClock())
    }

    /// The air at a place, now and hour by hour, from Open-Meteo's air quality API (keyless), whatever provider
    /// forecasts; places are found with the settings' place search.
    ///
    /// ```swift
    /// let air = ProviderCatalogue.makeAirQualityUseCase(settings: try ProviderSettings(), configuration: try OpenMeteoAirQualityConfiguration())
    /// let report = try await air.airQuality(for: AirQualityRequest(location: .place(try PlaceQuery("Utrecht"))))
    /// ```
    public static func makeAirQualityUseCase(settings: ProviderSettings, configuration: OpenMeteoAirQualityConfiguration) -> any GetAirQualityUseCase {
        makeAirQualityUseCase(settings: settings, configuration: configuration, clock: SystemClock())
    }

    /// The air at a place, as ``makeAirQualityUseCase(settings:configuration:)`` makes it, with answers' ages
    /// measured by `clock`.
    public static func makeAirQualityUseCase(
        settings: ProviderSettings, configuration: OpenMeteoAirQualityConfiguration, clock: any WallClock
    ) -> any GetAirQualityUseCase {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        let repository = OpenMeteoAirQualityRepository(client: wiring.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: configuration.baseURL)
        return AirQualityService(places: PlaceResolutionService(geocoding: wiring.placeSearch), repository: repository)
    }

    /// The observed weather of past days at a place: the reanalysis archive, and Open-Meteo's forecast API for the
    /// last days the archive has not reached; places are found with the settings' place search, "today" is read on
    /// the place's clocks from the system's tzdata.
    public static func makeHistoryUseCase(
        settings: ProviderSettings, archive: OpenMeteoArchiveConfiguration, forecast: OpenMeteoConfiguration, clock: any WallClock
    ) -> any GetHistoryUseCase {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        let repository = OpenMeteoObservedWeatherRepository(
            client: wiring.client(errorReason: OpenMeteoErrorBody.reason(in:)), archiveBaseURL: archive.baseURL,
            forecastBaseURL: forecast.forecastBaseURL, clock: clock
        )
        return HistoryService(places: PlaceResolutionService(geocoding: wiring.placeSearch), repository: repository, zones: SystemTimeZoneRules(), clock: clock)
    }

    /// The observed weather of past days, as ``makeHistoryUseCase(settings:archive:forecast:clock:)`` makes it, on
    /// the system clock.
    public static func makeHistoryUseCase(
        settings: ProviderSettings, archive: OpenMeteoArchiveConfiguration, forecast: OpenMeteoConfiguration
    ) -> any GetHistoryUseCase {
        makeHistoryUseCase(settings: settings, archive: archive, forecast: forecast, clock: SystemClock())
    }

    /// A forecast's days against the 1991–2020 normals at its place, from 30 years of the archive's daily highs and
    /// lows (one request, kept a year).
    public static func makeNormalsUseCase(settings: ProviderSettings, archive: OpenMeteoArchiveConfiguration) -> any CompareWithNormalUseCase {
        let wiring = ProviderWiring(settings: settings, clock: SystemClock())
        return NormalsService(repository: OpenMeteoNormalsRepository(client: wiring.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: archive.baseURL))
    }

    /// How sure the forecast is at a place, from one model's ensemble on Open-Meteo (keyless), whatever provider
    /// forecasts: each hour's and day's spread, and the rain check by the members' share; places are found with the
    /// settings' place search, "now" is read on `clock`.
    ///
    /// ```swift
    /// let ensemble = ProviderCatalogue.makeEnsembleUseCases(settings: try ProviderSettings(), configuration: try OpenMeteoEnsembleConfiguration())
    /// let rain = try await ensemble.rainCheck.check(EnsembleRainCheckRequest(location: .place(try PlaceQuery("Bergen"))))
    /// print(rain.wetMembers, "of", rain.members)
    /// ```
    public static func makeEnsembleUseCases(
        settings: ProviderSettings, configuration: OpenMeteoEnsembleConfiguration, clock: any WallClock
    ) -> EnsembleUseCases {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        let repository = OpenMeteoEnsembleRepository(client: wiring.client(errorReason: OpenMeteoErrorBody.reason(in:)), baseURL: configuration.baseURL)
        return EnsembleUseCases(places: PlaceResolutionService(geocoding: wiring.placeSearch), repository: repository, clock: clock)
    }

    /// The ensemble's use cases, as ``makeEnsembleUseCases(settings:configuration:clock:)`` makes them, on the
    /// system clock.
    public static func makeEnsembleUseCases(settings: ProviderSettings, configuration: OpenMeteoEnsembleConfiguration) -> EnsembleUseCases {
        makeEnsembleUseCases(settings: settings, configuration: configuration, clock: SystemClock())
    }

    /// The official warnings, as ``makeAlertsUseCase(settings:baseURLs:)`` makes them, measured by `clock`.
    /// - Throws: As ``makeAlertsUseCase(settings:baseURLs:)``.
    public static func makeAlertsUseCase(
        settings: ProviderSettings, baseURLs: [String: String] = [:], clock: any WallClock
    ) throws(ProviderAccessError) -> any GetAlertsUseCase {
        let wiring = ProviderWiring(settings: settings, clock: clock)
        var sources: [any AlertsRepository] = []
        for entry in entries {
            guard let alerts = entry.alerts else { continue }
            sources.append(alerts(wiring, try entry.baseURL(baseURLs[entry.id])))
        }
        return AlertsService(sources: sources, clock: clock, zones: SystemTimeZoneRules())
    }

    /// What an entry's provider is made from: its checked base URL, the rest of the access settings, the shared
    /// settings and the clock.
    struct Making {
        let id: String
        let baseURL: String
        let access: ProviderAccess
        let settings: ProviderSettings
        let clock: any WallClock

        /// The provider's configuration made from the checked base URL.
        func configuration<Configuration>(_ make: (String) throws(ForecastError) -> Configuration) throws(ProviderAccessError) -> Configuration {
            do {
                return try make(baseURL)
            } catch {
                throw .invalidBaseURL(provider: id, reason: error.description)
            }
        }

        /// The key, when the provider needs one.
        /// - Throws: ``ProviderAccessError/missingKey(provider:)``.
        func requiredKey() throws(ProviderAccessError) -> String {
            guard let key = access.apiKey, !key.isEmpty else { throw .missingKey(provider: id) }
            return key
        }
    }
}
