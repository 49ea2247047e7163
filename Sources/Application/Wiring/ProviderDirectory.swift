public import Domain

/// The weather providers the app can use, and how their use cases are made: what the executable's composition
/// root gives the app, so that the app sees Domain's protocols and never a concrete provider.
public protocol ProviderDirectory: Sendable {
    /// The version `forecast --version` prints.
    var version: String { get }
    /// Every provider `--provider` takes, the default first.
    var providers: [ProviderDescription] { get }
    /// A provider's use cases, made as `request` says.
    /// - Throws: ``ProviderSetupProblem`` when the request cannot be used (no key, a malformed one, an unknown plan,
    ///   a base URL that is not http or https).
    func makeUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> any UseCaseProvider
    /// The official warnings' use case, over every provider that issues them, made with `request`'s shared settings
    /// (timeout, language, cache, request log; its provider, key and plan are not used) and each provider's base URL
    /// in `baseURLs`, by id, when the user replaced it.
    /// - Throws: ``ProviderSetupProblem/invalidAlertsBaseURL(provider:reason:)`` for a replaced base URL that cannot be
    ///   used, ``ProviderSetupProblem/invalidPlaceSearchURL(reason:)`` for the place search's.
    func makeAlertsUseCase(_ request: UseCaseRequest, baseURLs: [String: String]) throws(ProviderSetupProblem) -> any GetAlertsUseCase
    /// The Sun's days and the Moon's phases, made with `request`'s shared settings (the place search, the cache).
    /// - Throws: ``ProviderSetupProblem/invalidPlaceSearchURL(reason:)``.
    func makeSkyUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> SkyUseCases
    /// The air quality use case, made with `request`'s shared settings (the place search, the cache, the request
    /// log) and the service's base URL when the user replaced it.
    /// - Throws: ``ProviderSetupProblem/invalidAirQualityURL(reason:)`` for a replaced base URL that cannot be used,
    ///   ``ProviderSetupProblem/invalidPlaceSearchURL(reason:)`` for the place search's.
    func makeAirQualityUseCase(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> any GetAirQualityUseCase
    /// The observed days' use case, made with `request`'s shared settings and its base URL for the recent past (the
    /// default provider's), and the archive's base URL when the user replaced it.
    /// - Throws: ``ProviderSetupProblem/invalidArchiveURL(reason:)``, ``ProviderSetupProblem/invalidBaseURL(reason:)``
    ///   for the forecast API's, ``ProviderSetupProblem/invalidPlaceSearchURL(reason:)`` for the place search's.
    func makeHistoryUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any GetHistoryUseCase
    /// The comparison with the 1991–2020 normal, made with `request`'s shared settings and the archive's base URL when
    /// the user replaced it.
    /// - Throws: ``ProviderSetupProblem/invalidArchiveURL(reason:)``.
    func makeNormalsUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any CompareWithNormalUseCase
    /// The ensemble's use cases, made with `request`'s shared settings and the ensemble API's base URL when the user
    /// replaced it.
    /// - Throws: ``ProviderSetupProblem/invalidEnsembleURL(reason:)``, ``ProviderSetupProblem/invalidPlaceSearchURL(reason:)``.
    func makeEnsembleUseCases(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> EnsembleUseCases
    /// Starts the network transport's one-time set-up in the background, to overlap argument parsing.
    func prepareTransport()
    /// Waits for that set-up to finish, so that the process can exit safely.
    func finishTransportPreparation()
}

/// One provider as the app lists and validates it: its id, its plans, and what it offers on each.
public struct ProviderDescription: Sendable {
    /// The id `--provider` takes, e.g. "met-norway".
    public let id: String
    /// The plans its keys come on, the default first; empty for none.
    public let plans: [String]
    private let profileOnPlan: @Sendable (String?) -> ForecastProviderProfile

    /// Makes a description.
    public init(id: String, plans: [String], profile: @escaping @Sendable (String?) -> ForecastProviderProfile) {
        self.id = id
        self.plans = plans
        profileOnPlan = profile
    }

    /// What it offers, where and on what terms, on `plan` (the default plan when `nil` or unknown).
    public func profile(plan: String? = nil) -> ForecastProviderProfile { profileOnPlan(plan) }
}

/// Everything a provider's use cases are made from for one run: which provider, how to reach it, and what every
/// provider shares.
public struct UseCaseRequest: Sendable {
    /// The provider's id.
    public let provider: String
    /// Its base URL, when the user replaced it.
    public let baseURL: String?
    /// The place search's base URL, when the user replaced it.
    public let placeSearchBaseURL: String?
    /// The user's API key, when the provider needs one and it is set.
    public let apiKey: String?
    /// The key's plan, when set.
    public let plan: String?
    /// The longest one request may take.
    public let timeout: Duration
    /// The language of place names, as an ISO 639-1 code.
    public let language: String
    /// The cache, when one is used.
    public let cache: CacheRequest?
    /// Where a line about each request goes (`--verbose`), when anywhere.
    public let requestLog: (@Sendable (String) -> Void)?
}

/// The cache of answers a run uses.
public struct CacheRequest: Sendable, Hashable {
    /// How the cache is used.
    public enum Mode: Sendable, Hashable {
        /// Fresh answers from the cache, the rest fetched.
        case normal
        /// Everything fetched or revalidated now.
        case refresh
        /// No network: what is stored, however old.
        case offline
    }

    /// The directory the answers are kept in.
    public let directory: String
    /// How the cache is used.
    public let mode: Mode
    /// How long a forecast is kept, when the user said.
    public let forecastLifetimeSeconds: Int?
    /// How long a place lookup is kept, when the user said.
    public let placeLifetimeSeconds: Int?
    /// The longest official warnings are kept, when the user said.
    public let alertsLifetimeSeconds: Int?
}

/// Why a provider's use cases cannot be made as asked; the app names the setting to blame.
public enum ProviderSetupProblem: Error, Sendable, Hashable {
    /// No provider has the id asked for; `known` lists the ones there are.
    case unknownProvider(known: [String])
    /// The provider needs an API key and none is set.
    case missingKey
    /// The key holds something other than letters and digits.
    case malformedKey
    /// The plan is none of the provider's; `plans` lists them.
    case unknownPlan(plans: [String])
    /// The provider's base URL cannot be used, and why.
    case invalidBaseURL(reason: String)
    /// The place search's base URL cannot be used, and why.
    case invalidPlaceSearchURL(reason: String)
    /// The historical weather archive's base URL cannot be used, and why.
    case invalidArchiveURL(reason: String)
    /// The ensemble API's base URL cannot be used, and why.
    case invalidEnsembleURL(reason: String)
    /// The air quality service's base URL cannot be used, and why.
    case invalidAirQualityURL(reason: String)
    /// The base URL of the provider with this id, asked for its official warnings, cannot be used, and why.
    case invalidAlertsBaseURL(provider: String, reason: String)
}
