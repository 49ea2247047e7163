/// The standard ``CompareForecastsUseCase``: resolves the place once, asks every available provider at the same
/// time through the standard ``DailyForecastService`` (so each answer gets the same checks as `daily`'s), and
/// lists the ones that fail instead of failing, unless all do.
public struct ForecastComparisonService: CompareForecastsUseCase {
    private let places: any ResolvePlaceUseCase
    private let providers: [ComparedProvider]

    /// Makes the use case over a place resolver and the providers to compare, in the order to show them.
    public init(places: any ResolvePlaceUseCase, providers: [ComparedProvider]) {
        self.places = places
        self.providers = providers
    }

    /// See ``CompareForecastsUseCase/maximumDays``.
    public var maximumDays: Int {
        providers.compactMap { try? $0.forecasts.get().maximumDays }.max() ?? 1
    }

    /// See ``CompareForecastsUseCase/compare(_:)``.
    public func compare(_ request: CompareForecastsRequest) async throws -> ForecastComparison {
        try request.validate(maximumDays: maximumDays)
        let resolved = try await places.resolvePlace(request.location)
        let outcomes = await fetchAll(request, at: resolved)
        let forecasts = outcomes.compactMap { try? $0.result.get() }
        let skipped = outcomes.compactMap { outcome -> SkippedProvider? in
            guard case .failure(let error) = outcome.result else { return nil }
            return SkippedProvider(provider: outcome.id, error: error)
        }
        if forecasts.isEmpty, let first = skipped.first { throw first.error }
        return ForecastComparison(
            location: resolved, units: request.units, forecasts: forecasts, skipped: skipped,
            spread: Array(Self.spread(of: forecasts).prefix(request.days))
        )
    }

    /// Every provider's outcome, in the providers' order, fetched concurrently.
    private func fetchAll(_ request: CompareForecastsRequest, at resolved: ResolvedPlace) async -> [(id: String, result: Result<DailyForecastReport, ForecastError>)] {
        await withTaskGroup(of: (Int, Result<DailyForecastReport, ForecastError>).self) { group in
            for (index, provider) in providers.enumerated() {
                group.addTask {
                    switch provider.forecasts {
                    case .failure(let reason):
                        return (index, .failure(reason))
                    case .success(let repository):
                        let service = DailyForecastService(places: AlreadyResolved(place: resolved), forecasts: repository)
                        let days = min(request.days, repository.maximumDays)
                        do {
                            return (index, .success(try await service.dailyForecast(for: .init(location: request.location, days: days, units: request.units))))
                        } catch {
                            return (index, .failure(error as? ForecastError ?? .badResponse(reason: "\(error)")))
                        }
                    }
                }
            }
            var outcomes: [(Int, Result<DailyForecastReport, ForecastError>)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes.sorted { $0.0 < $1.0 }.map { (providers[$0.0].id, $0.1) }
        }
    }

    /// By date, in date order, the spread of the forecasts that have that date (a provider whose day has already
    /// begun elsewhere, or whose series starts later, may lack the first or last date).
    static func spread(of forecasts: [DailyForecastReport]) -> [DailySpread] {
        let dates = Set(forecasts.flatMap { $0.days.map(\.date) }).sorted()
        return dates.map { date in DailySpread(date: date, days: forecasts.compactMap { $0.days.first { $0.date == date } }) }
    }
}

/// A place resolver that answers with a place already resolved, so that every provider forecasts the same place
/// and the place is looked up once.
private struct AlreadyResolved: ResolvePlaceUseCase {
    let place: ResolvedPlace

    func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace { place }
}
