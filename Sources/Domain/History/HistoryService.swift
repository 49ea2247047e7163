/// The standard ``GetHistoryUseCase``: finds the place, reads its today on its clocks, splits the range at the
/// archive's seam (``HistoryPlan``), asks both sides at the same time, and joins them with no gap and no day twice.
public struct HistoryService: GetHistoryUseCase {
    private let places: any ResolvePlaceUseCase
    private let repository: any ObservedWeatherRepository
    private let zones: any TimeZoneRules
    private let clock: any WallClock

    /// Makes the use case over a place resolver, the observations, the time-zone rules and the clock "today" is read
    /// from.
    public init(places: any ResolvePlaceUseCase, repository: any ObservedWeatherRepository, zones: any TimeZoneRules, clock: any WallClock) {
        self.places = places
        self.repository = repository
        self.zones = zones
        self.clock = clock
    }

    /// See ``GetHistoryUseCase/history(for:)``.
    public func history(for request: HistoryRequest) async throws -> HistoryReport {
        let last = request.last ?? request.first
        // The range's shape is checked before anything is asked; today at the place once it is found.
        try HistoryPlan.checkShape(from: request.first, to: last)
        let resolved = try await places.resolvePlace(request.location)
        let now = clock.now()
        let offset = resolved.place.timeZoneIdentifier.flatMap { zones.utcOffsets(zone: $0, at: [now])?.first } ?? 0
        let today = LocalDateTime(now, utcOffsetSeconds: offset).date
        let plan = try HistoryPlan(from: request.first, to: last, today: today)
        let measured = request.units.measured
        async let archived = archivedDays(plan.archived, at: resolved.place, units: measured)
        async let recent = recentDays(plan.recent == nil ? nil : plan.pastDays(today: today), at: resolved.place, units: measured)
        let (old, new) = try await (archived, recent)
        let days = Self.days(old?.content ?? [], in: plan.archived) + Self.days(new?.content ?? [], in: plan.recent)
        try ForecastSeries.check(days, time: \.date, needed: last.daysSinceEpoch - request.first.daysSinceEpoch + 1, unit: "days")
        let plausible = PlausibleValues(units: measured)
        for day in days { try plausible.check(day) }
        let freshness = [old?.freshness, new?.freshness].compactMap { $0 }.min { $0.fetchedAt < $1.fetchedAt }
        let forecast = DailyForecastReport(
            location: resolved.filling(timeZoneIdentifier: old?.timeZoneIdentifier ?? new?.timeZoneIdentifier),
            days: days.map { UnitConversion.day($0, in: request.units) }, units: request.units, source: source(of: plan), freshness: freshness
        )
        return HistoryReport(observed: forecast, archived: plan.archived, recent: plan.recent)
    }

    /// The credit of the days `plan` takes: the archive's, the recent past's, or both in one line when the range
    /// spans the seam (the recent days are a forecast model's, not the reanalysis's).
    private func source(of plan: HistoryPlan) -> DataSource {
        let (archive, recent) = (repository.source, repository.recentSource)
        guard plan.archived != nil else { return recent }
        guard plan.recent != nil, recent != archive else { return archive }
        return DataSource(provider: archive.provider, attribution: archive.attribution + " · " + recent.attribution)
    }

    /// The archive's answer for `dates`, or none when the plan asks nothing of it.
    private func archivedDays(_ dates: ClosedRange<LocalDate>?, at place: Place, units: Units) async throws -> ForecastAnswer<[DailyForecast]>? {
        guard let dates else { return nil }
        return try await repository.archivedDays(at: place, dates: dates, units: units)
    }

    /// The recent past's answer for `pastDays`, or none when the plan asks nothing of it.
    private func recentDays(_ pastDays: Int?, at place: Place, units: Units) async throws -> ForecastAnswer<[DailyForecast]>? {
        guard let pastDays else { return nil }
        return try await repository.recentDays(at: place, pastDays: pastDays, units: units)
    }

    /// The days of an answer that fall in `dates`, in order.
    private static func days(_ days: [DailyForecast], in dates: ClosedRange<LocalDate>?) -> [DailyForecast] {
        guard let dates else { return [] }
        return days.filter { dates.contains($0.date) }.sorted { $0.date < $1.date }
    }
}
