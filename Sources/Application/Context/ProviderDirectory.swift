public import Domain

/// The weather services the app can use, and how their use cases are made: what the executable's composition
/// root gives the app, so that the app sees Domain's protocols and never a concrete service.
public protocol ProviderDirectory: Sendable {
    /// The version `forecast --version` prints.
    var version: String { get }
    /// Every provider `--provider` takes, the default first.
    var providers: [ProviderDescription] { get }
    /// Every service the providers and the other data sets come from, as `forecast services` lists them.
    var services: [ServiceProfile] { get }
    /// Every use case, forecasts from the provider `request` names, every service reached as `request` says.
    /// - Throws: ``ServiceSetupError`` when the request cannot be used (an unknown provider, no key, a malformed
    ///   one, an unknown plan, a base URL that is not http or https), naming the service; `ForecastError` for a
    ///   timeout that is not positive.
    func makeUseCases(_ request: UseCaseRequest) throws -> any UseCaseProvider
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

/// Everything the use cases are made from for one run: which provider forecasts, how to reach each service, and
/// what every service shares.
public struct UseCaseRequest: Sendable {
    /// The forecast provider's id.
    public let provider: String
    /// Base URLs the user replaced, by service id.
    public let baseURLs: [String: String]
    /// The user's API keys, by service id.
    public let keys: [String: String]
    /// The keys' plans, by service id.
    public let plans: [String: String]
    /// The longest one request may take.
    public let timeout: Duration
    /// The language of place names, as an ISO 639-1 code.
    public let language: String
    /// The cache, when one is used.
    public var cache: CacheRequest?
    /// Where a line about each request goes (`--verbose`), when anywhere.
    public let requestLog: (@Sendable (String) -> Void)?
    /// Told of each request to a service, for counting: the service's id and what became of the request ("fetched",
    /// "cache-hit", "shared", …); `nil` (the default): nobody.
    public var requestCounter: (@Sendable (_ service: String, _ outcome: String) -> Void)? = nil
    /// The one service a data set is taken from, where the user chose one (`alerts --source`): service ids by data set
    /// name; a data set not named here is taken from every service that serves it.
    public var chosenSources: [String: String] = [:]

    /// A request for the use cases of one run.
    package init(
        provider: String, baseURLs: [String: String], keys: [String: String], plans: [String: String], timeout: Duration, language: String,
        cache: CacheRequest?, requestLog: (@Sendable (String) -> Void)?
    ) {
        self.provider = provider
        self.baseURLs = baseURLs
        self.keys = keys
        self.plans = plans
        self.timeout = timeout
        self.language = language
        self.cache = cache
        self.requestLog = requestLog
    }
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
    /// The most of an answer's lifetime taken off at random when it is stored, as a fraction, so that answers fetched
    /// together are refreshed at different moments (a server's); 0 (the default): none.
    public var refreshJitter: Double = 0

    /// The cache in `directory`, used as `mode` says, each kind of answer kept as long as the user said (`nil`: the
    /// service's own lifetime).
    package init(directory: String, mode: Mode, forecastLifetimeSeconds: Int?, placeLifetimeSeconds: Int?, alertsLifetimeSeconds: Int?) {
        self.directory = directory
        self.mode = mode
        self.forecastLifetimeSeconds = forecastLifetimeSeconds
        self.placeLifetimeSeconds = placeLifetimeSeconds
        self.alertsLifetimeSeconds = alertsLifetimeSeconds
    }
}
