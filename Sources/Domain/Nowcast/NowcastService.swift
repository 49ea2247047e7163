/// The standard ``GetNowcastUseCase``: asks the first service whose own area covers the place (radar first, as the
/// catalogue orders them), goes on to the next when one has no nowcast there (saying why), and keeps the steps from
/// the one under way now to the end of the window asked.
public struct NowcastService: GetNowcastUseCase {
    private let places: any ResolvePlaceUseCase
    private let sources: [any NowcastRepository]
    private let clock: any WallClock
    private let zones: any TimeZoneRules

    /// Makes the use case over a place resolver, the nowcast services in the order they are tried, the clock "now" is
    /// read from, and the time-zone rules the steps are read on the place's clock with.
    public init(places: any ResolvePlaceUseCase, sources: [any NowcastRepository], clock: any WallClock, zones: any TimeZoneRules) {
        self.places = places
        self.sources = sources
        self.clock = clock
        self.zones = zones
    }

    /// See ``GetNowcastUseCase/coversNatively(_:)``.
    public func coversNatively(_ place: Place) -> Bool { sources.contains { $0.coversNatively(place) } }

    /// See ``GetNowcastUseCase/nowcast(for:)``.
    public func nowcast(for request: NowcastRequest) async throws -> NowcastReport {
        try OutOfRange.check(request.minutes, NowcastRequest.allowedMinutes, .window)
        let resolved = try await places.resolvePlace(request.location)
        let candidates = sources.filter { $0.coversNatively(resolved.place) } + sources.filter { !$0.coversNatively(resolved.place) && $0.answersOutsideArea }
        var fallback: NowcastFallback?
        for source in candidates {
            let answer = try await source.nowcast(for: resolved.place, minutes: request.minutes)
            switch answer.content {
            case .unavailable(let gap):
                if fallback == nil { fallback = NowcastFallback(source: source.source, gap: gap) }
            case .nowcast(let nowcast):
                return report(nowcast, answer: answer, from: source, at: resolved, for: request, fallback: fallback)
            }
        }
        throw ForecastError.outsideCoverage(
            service: fallback?.source.provider ?? "no nowcast service", coverage: fallback?.gap.rawValue ?? "none is set up"
        )
    }

    /// The report of `nowcast`: its steps from the one under way now to the window's end, read on the place's clock.
    private func report(
        _ nowcast: Nowcast, answer: ForecastAnswer<NowcastOutcome>, from source: any NowcastRepository, at resolved: ResolvedPlace,
        for request: NowcastRequest, fallback: NowcastFallback?
    ) -> NowcastReport {
        let now = clock.now()
        let stepSeconds = Double(nowcast.stepMinutes * 60)
        let end = now.secondsSince1970 + Double(request.minutes * 60)
        let steps = nowcast.steps
            .map(PlausibleNowcast.checked)
            .filter { $0.time.secondsSince1970 + stepSeconds > now.secondsSince1970 && $0.time.secondsSince1970 < end }
        let summary = NowcastSummary(steps: steps, stepMinutes: nowcast.stepMinutes, now: now)
        let location = resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier)
        return NowcastReport(
            location: location, method: nowcast.method, stepMinutes: nowcast.stepMinutes, steps: steps, units: request.units, summary: summary,
            fallback: fallback, source: source.source, issuedAt: nowcast.issuedAt, freshness: answer.freshness,
            utcOffsets: offsets(at: location.place, of: steps.map(\.time) + [summary.coveredUntil, now], fixed: answer.utcOffsetSeconds),
            asOf: now, windowMinutes: request.minutes
        )
    }

    /// The place's UTC offset at each of `instants`: by its zone's rules, else the answer's fixed offset, else none.
    private func offsets(at place: Place, of instants: [Instant], fixed: Int?) -> [Instant: Int] {
        let unique = Array(Set(instants))
        if let zone = place.timeZoneIdentifier, let offsets = zones.utcOffsets(zone: zone, at: unique) {
            return Dictionary(zip(unique, offsets)) { first, _ in first }
        }
        guard let fixed else { return [:] }
        return Dictionary(uniqueKeysWithValues: unique.map { ($0, fixed) })
    }
}

/// The rates no precipitation has (a negative rate, or more than any rain ever measured): a step with one is kept
/// with its rate unknown.
enum PlausibleNowcast {
    /// The highest rate kept, in mm/h: well above the heaviest rain recorded in a minute (about 38 mm, 2 280 mm/h).
    static let highestRate = 2_500.0

    /// The step, its rate unknown when no precipitation has it.
    static func checked(_ step: NowcastStep) -> NowcastStep {
        guard let rate = step.precipitationRate, !(rate.isFinite && rate >= 0 && rate <= highestRate) else { return step }
        return NowcastStep(time: step.time, precipitationRate: nil)
    }
}
