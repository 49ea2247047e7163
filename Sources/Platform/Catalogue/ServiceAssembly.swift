internal import Domain

/// What the use cases of one ``WeatherServices`` are made from: the chosen provider's forecasts, the one place
/// resolution every use case shares, every entry's context, and the clock and time-zone rules. Each data set's plug
/// makes its use cases from here.
struct ServiceAssembly: Sendable {
    /// The chosen forecast provider's repository and what it offers.
    let forecasts: ForecastParts
    /// The place resolution every use case finds places through.
    let places: SharedPlaceResolution
    /// Each entry's context, by id.
    let contexts: [String: ServiceContext]
    /// The one entry a data set is taken from, where the settings choose one.
    let chosenSources: [DataSet: String]
    /// Tells when "now" is.
    let clock: any WallClock
    /// The time-zone rules of the system's tzdata.
    let zones: any TimeZoneRules

    /// The assembly of `forecasts` and every entry's context (data sets taken only from the entry `chosenSources`
    /// names, where it names one), its places found through the first entry that serves place search.
    init(
        forecasts: ForecastParts, contexts: [String: ServiceContext], chosenSources: [DataSet: String] = [:], clock: any WallClock,
        zones: any TimeZoneRules
    ) {
        self.forecasts = forecasts
        self.contexts = contexts
        self.chosenSources = chosenSources
        self.clock = clock
        self.zones = zones
        places = SharedPlaceResolution(PlaceResolutionService(geocoding: Self.repository(.placeSearch, in: contexts)))
    }

    /// The repositories of `kind` of every entry that serves it, in the catalogue's order; only the chosen entry's
    /// when the settings choose one for its data set.
    func repositories<Repository>(_ kind: RepositoryKind<Repository>) -> [Repository] {
        guard let chosen = chosenSources[kind.dataSet], let context = contexts[chosen] else { return Self.repositories(kind, in: contexts) }
        return Self.repositories(kind, in: [chosen: context])
    }

    /// The repository of `kind` of the first entry that serves it.
    func repository<Repository>(_ kind: RepositoryKind<Repository>) -> Repository {
        Self.repository(kind, in: contexts)
    }

    /// The repositories of `kind` of every entry that serves it, made with its context among `contexts`.
    private static func repositories<Repository>(_ kind: RepositoryKind<Repository>, in contexts: [String: ServiceContext]) -> [Repository] {
        ServiceCatalogue.entries.flatMap { entry in
            contexts[entry.id].map { context in entry.parts.compactMap { $0.repository(kind, in: context) } } ?? []
        }
    }

    /// The first of them; the catalogue has one for every data set a plug makes use cases of (a test holds it to that).
    private static func repository<Repository>(_ kind: RepositoryKind<Repository>, in contexts: [String: ServiceContext]) -> Repository {
        guard let first = repositories(kind, in: contexts).first else { preconditionFailure("the service catalogue serves \(kind.dataSet)") }
        return first
    }

    /// Another kind's use case, for one made over it (the rain check over the nowcast's); every plug's kinds are
    /// registered (a test holds it to that).
    func useCase<UseCase>(_ kind: UseCaseKind<UseCase>) -> UseCase {
        guard let useCase = try? DataSetPlugs.useCases.make(kind, in: self) else { preconditionFailure("a plug registers the \(kind) use case") }
        return useCase
    }

    /// A forecast provider's repository and capabilities, made with its context.
    /// - Throws: `ServiceSetupError`: the entry does not forecast, or lacks a key it needs.
    func forecastParts(of entry: ServiceCatalogue.Entry) throws(ServiceSetupError) -> ForecastParts {
        try Self.forecastParts(of: entry, in: contexts)
    }

    /// A forecast provider's repository and capabilities, made with its context among `contexts`.
    /// - Throws: As ``forecastParts(of:)``.
    static func forecastParts(of entry: ServiceCatalogue.Entry, in contexts: [String: ServiceContext]) throws(ServiceSetupError) -> ForecastParts {
        guard let make = entry.forecasts?.make, let context = contexts[entry.id] else {
            throw .unknownProvider(entry.id, known: ServiceCatalogue.forecastProviders.map(\.id))
        }
        return try make(context)
    }
}
