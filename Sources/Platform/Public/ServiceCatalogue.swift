public import Domain

/// Every weather service this library reads, one entry each: its id, base URL, the data sets it serves and where,
/// its credit and terms. Settings name entries by id (``ProviderSettings/services``); ``WeatherServices`` takes
/// each data set from the entry that serves it. The Sun and Moon are computed, not served: they have no entry.
///
/// ```swift
/// for entry in ServiceCatalogue.entries {
///     print(entry.id, entry.profile.servedDataSets.map(\.rawValue), entry.defaultBaseURL)
/// }
/// ```
public enum ServiceCatalogue {
    /// Every service: the forecast providers, the default (Open-Meteo: free, keyless, worldwide) first, then the
    /// services of the other data sets.
    public static let entries: [Entry] = [
        .openMeteo, .metNorway, .openWeatherMap, .nws, .geocoding, .airQuality, .archive, .ensemble, .marine, .publicAlerts,
    ]

    /// The entries that forecast, the default first: the ones ``WeatherServices`` can be made with.
    public static let forecastProviders: [Entry] = entries.filter { $0.serves(.forecast) }

    /// The forecast provider used when none is chosen.
    public static let defaultForecastProvider = Entry.openMeteo.id

    /// The entry with this id.
    /// - Throws: `ServiceSetupError/unknownService(_:known:)`, listing the ids there are.
    public static func entry(id: String) throws(ServiceSetupError) -> Entry {
        guard let entry = entries.first(where: { $0.id == id }) else {
            throw .unknownService(id, known: entries.map(\.id))
        }
        return entry
    }

    /// The forecast provider with this id.
    /// - Throws: `ServiceSetupError/unknownProvider(_:known:)`, listing the forecast providers there are.
    public static func forecastProvider(id: String) throws(ServiceSetupError) -> Entry {
        guard let entry = forecastProviders.first(where: { $0.id == id }) else {
            throw .unknownProvider(id, known: forecastProviders.map(\.id))
        }
        return entry
    }

    /// One service: what it is, what it serves and where, and on what terms.
    public struct Entry: Sendable, Identifiable {
        /// What a person choosing or configuring it reads: its id, name, data sets and paths, coverage and terms.
        public let profile: ServiceProfile
        /// Where its public API is, when the settings replace no base URL.
        public let defaultBaseURL: String
        /// Who supplies its data, and the credit its terms ask for.
        public let credit: DataSource
        /// The plans its keys come on, the default first; empty for a service without plans.
        public let plans: [String]
        private let forecastProfileOnPlan: (@Sendable (String?) -> ForecastProviderProfile)?
        /// Its forecasts, when it forecasts.
        let forecasts: ServedForecasts?
        /// Its repositories of the other data sets it serves.
        let parts: [ServedPart]

        /// Makes an entry; each service's folder makes its own. Its profile lists the data sets it serves: forecasts
        /// first, then `parts` in their order.
        init(
            id: String, name: String, coverage: String, attribution: String, terms: String, defaultBaseURL: String, credit: DataSource,
            plans: [String] = [], forecastProfile: (@Sendable (String?) -> ForecastProviderProfile)? = nil, forecasts: ServedForecasts? = nil,
            parts: [ServedPart] = []
        ) {
            let served = (forecasts.map { [ServedDataSet(.forecast, at: $0.path)] } ?? []) + parts.map { ServedDataSet($0.dataSet, at: $0.path) }
            profile = ServiceProfile(id: id, name: name, serves: served, coverage: coverage, attribution: attribution, terms: terms)
            self.defaultBaseURL = defaultBaseURL
            self.credit = credit
            self.plans = plans
            forecastProfileOnPlan = forecastProfile
            self.forecasts = forecasts
            self.parts = parts
        }

        /// The id settings name it by, e.g. "met-norway".
        public var id: String { profile.id }

        /// Whether it serves `dataSet`.
        public func serves(_ dataSet: DataSet) -> Bool { profile.dataSets[dataSet] != nil }

        /// What it forecasts, where and on what terms, on `plan` (the default plan's when `nil` or not one of
        /// ``plans``); `nil` for a service that does not forecast.
        public func forecastProfile(plan: String? = nil) -> ForecastProviderProfile? { forecastProfileOnPlan?(plan) }

        /// Whether it needs the user's API key.
        public var needsKey: Bool { forecastProfile()?.needsKey ?? false }

        /// `replacement`, else the default base URL, checked.
        /// - Throws: `ServiceSetupError/invalidBaseURL(service:reason:)`.
        func baseURL(_ replacement: String?) throws(ServiceSetupError) -> String {
            do {
                return try BaseURL.validated(replacement ?? defaultBaseURL)
            } catch {
                throw .invalidBaseURL(service: id, reason: error.description)
            }
        }
    }
}
