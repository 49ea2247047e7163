/// The standard ensemble use cases: the place found, the members fetched from the start of today, every value
/// checked, then the spread computed (the outlook) or the members giving rain counted hour by hour from now (the
/// check; the clock says when "now" is, the answer's UTC offset where).
public struct EnsembleService: GetEnsembleOutlookUseCase, CheckEnsembleRainUseCase {
    let places: any ResolvePlaceUseCase
    let repository: any EnsembleRepository
    let clock: any WallClock

    /// Makes the use cases over `places`, `repository` and `clock` (which says when "now" is for the check).
    public init(places: any ResolvePlaceUseCase, repository: any EnsembleRepository, clock: any WallClock) {
        self.places = places
        self.repository = repository
        self.clock = clock
    }

    /// An hour is wet at 0.1 mm, a day at 1 mm.
    static let wetHourMillimetres = 0.1, wetDayMillimetres = 1.0

    /// See ``GetEnsembleOutlookUseCase/maximumDays``.
    public var maximumDays: Int { repository.maximumDays }

    /// See ``GetEnsembleOutlookUseCase/outlook(for:)``.
    public func outlook(for request: EnsembleRequest) async throws -> EnsembleOutlook {
        try OutOfRange.check(request.days, 1...repository.maximumDays, .days)
        let (resolved, answer) = try await fetch(request.location, model: request.model, days: request.days, units: request.units.measured)
        let ensemble = answer.content
        let precipitation = request.units.precipitation
        let hours = ensemble.times.indices.map { index in
            EnsembleHour(time: ensemble.times[index], spread: ensemble.spread(at: index, wetThreshold: precipitation.value(fromMillimetres: Self.wetHourMillimetres)))
        }
        let days = ensemble.dailySpreads(wetThreshold: precipitation.value(fromMillimetres: Self.wetDayMillimetres))
        return EnsembleOutlook(
            location: resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier), model: ensemble.model,
            hours: hours, days: days, units: request.units, source: repository.source, freshness: answer.freshness
        )
    }

    /// See ``CheckEnsembleRainUseCase/check(_:)``.
    public func check(_ request: EnsembleRainCheckRequest) async throws -> EnsembleRainCheckAnswer {
        let longest = (repository.maximumDays - 1) * 24 * 60
        try OutOfRange.check(request.withinMinutes, 1...longest, .window)
        let threshold = request.threshold ?? EnsembleRainCheckRequest.defaultThreshold
        try OutOfRange.check(threshold, 0...100, .shareOfMembers, unit: "%")
        // From the start of today: enough days for the rest of today and the window.
        let days = min(repository.maximumDays, request.withinMinutes / (24 * 60) + 2)
        let (resolved, answer) = try await fetch(request.location, model: request.model, days: days, units: .metric)
        guard let offset = answer.utcOffsetSeconds else { throw ForecastError.badResponse(reason: "it gave no UTC offset, so now is unknown") }
        let now = LocalDateTime(clock.now(), utcOffsetSeconds: offset)
        let currentHour = now.adding(minutes: -now.minute), end = now.adding(minutes: request.withinMinutes)
        let ensemble = answer.content
        let window = ensemble.times.indices.filter { ensemble.times[$0] >= currentHour && ensemble.times[$0] < end }
        guard let lastHour = window.last, ensemble.times[lastHour] >= end.adding(minutes: -60) else {
            throw ForecastError.badResponse(reason: "its members do not reach the end of the next \(request.withinMinutes) minutes")
        }
        let counted = ensemble.precipitation.filter { member in window.allSatisfy { $0 < member.count && member[$0] != nil } }
        guard !counted.isEmpty else { throw ForecastError.badResponse(reason: "no member gave every hour of the window") }
        let tally = RainTally(members: counted, window: window, threshold: threshold)
        return EnsembleRainCheckAnswer(
            location: resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier), source: repository.source,
            model: ensemble.model, withinMinutes: request.withinMinutes, threshold: threshold, members: counted.count,
            wetMembers: tally.first?.wet ?? tally.wet, windowWetMembers: tally.wet,
            first: tally.first.map { ensemble.times[$0.hour] }, freshness: answer.freshness
        )
    }

    /// The place, and the members' hours there with every value checked.
    private func fetch(_ location: ForecastLocation, model: String?, days: Int, units: Units) async throws -> (ResolvedPlace, ForecastAnswer<EnsembleForecast>) {
        if let model { try EnsembleRequest.requireWellFormed(model: model) }
        let resolved = try await places.resolvePlace(location)
        let answer = try await repository.ensemble(at: resolved.place, model: model, days: days, units: units)
        try Self.check(answer.content, units: units)
        return (resolved, answer)
    }

    /// Throws at hours out of order, a member longer than the hours, or a value no weather reaches.
    private static func check(_ ensemble: EnsembleForecast, units: Units) throws(ForecastError) {
        try ForecastSeries.check(ensemble.times, time: { $0 }, needed: 1, unit: "hours")
        let plausible = PlausibleValues(units: units)
        let quantities = [("temperature", ensemble.temperature, plausible.temperature), ("precipitation", ensemble.precipitation, plausible.hourlyPrecipitation)]
        for (name, members, range) in quantities {
            for (number, member) in members.enumerated() {
                guard member.count <= ensemble.times.count else { throw .badResponse(reason: "member \(number) has more \(name) values than hours") }
                if let bad = member.firstIndex(where: { $0.map { !range.contains($0) } ?? false }), let value = member[bad] {
                    throw .badResponse(reason: "member \(number)'s \(name) at \(ensemble.times[bad].iso8601) is \(value), which no weather reaches")
                }
            }
        }
    }
}

/// The members giving rain, counted hour by hour through the window.
private struct RainTally {
    /// How many give rain within the whole window.
    let wet: Int
    /// The first hour (an index of the ensemble's times) by which the share reaches the threshold, and how many give
    /// rain by then.
    let first: (hour: Int, wet: Int)?

    init(members: [[Double?]], window: [Int], threshold: Double) {
        var wetSoFar = Set<Int>(), first: (Int, Int)?
        for hour in window {
            for (number, member) in members.enumerated() where (member[hour] ?? 0) >= EnsembleService.wetHourMillimetres { wetSoFar.insert(number) }
            if first == nil, Double(wetSoFar.count) / Double(members.count) * 100 >= threshold { first = (hour, wetSoFar.count) }
        }
        wet = wetSoFar.count
        self.first = first
    }
}
