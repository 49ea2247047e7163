/// The standard ``GetAlertsUseCase``: asks every source that covers the place at once (whatever the forecast's
/// provider), merges their messages into current warnings (``AlertThreads``: a message two services carry is one, an
/// update replaces, a cancellation removes), keeps only real warnings that have not ended, and orders them most
/// severe first, then by onset. When one of several covering sources fails, the others' warnings are shown.
public struct AlertsService: GetAlertsUseCase {
    /// The longest text kept from a service: a description beyond it is cut, with a note.
    public static let maximumTextBytes = 16 * 1024

    private let sources: [any AlertsRepository]
    private let clock: any WallClock
    private let zones: any TimeZoneRules

    /// Makes the use case over the warning services, asked in this order, the clock "ended" is measured by, and the
    /// time-zone rules its times are read on the place's clocks with.
    public init(sources: [any AlertsRepository], clock: any WallClock, zones: any TimeZoneRules) {
        self.sources = sources
        self.clock = clock
        self.zones = zones
    }

    /// See ``GetAlertsUseCase/alerts(at:)``.
    public func alerts(at place: ResolvedPlace) async throws -> AlertsReport {
        let outcomes = await Self.outcomes(of: sources, at: place.place)
        let answered = outcomes.compactMap { outcome in (try? outcome.answer.get()).map { (outcome.source, $0) } }
        if answered.isEmpty, let failure = outcomes.first { _ = try failure.answer.get() }
        let now = clock.now()
        guard !answered.isEmpty else {
            return AlertsReport(location: place, coverage: .notCovered, alerts: [], checkedAt: now)
        }
        let answers = answered.map(\.1)
        let alerts = Self.inForce(AlertThreads.current(answers.flatMap(\.content)), at: now)
        let unanswered = outcomes.map(\.source).filter { source in !answered.contains { $0.0 == source } }
        return AlertsReport(
            location: place, coverage: .covered(by: DataSource(joining: answered.map(\.0))), alerts: alerts,
            freshness: answers.lazy.compactMap(\.freshness).first { $0.isStale } ?? answers.first?.freshness,
            checkedAt: now, utcOffsets: offsets(at: place.place, of: alerts, now: now), unanswered: unanswered
        )
    }

    /// What every source that covers `place` gave for it, asked at once, in the sources' order; sources that do not
    /// cover it are left out, and asked nothing more than whether they cover it.
    private static func outcomes(of sources: [any AlertsRepository], at place: Place) async -> [SourceOutcome] {
        await withTaskGroup(of: (Int, SourceOutcome?).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask {
                    guard source.coversByDeclaration(place) else { return (index, nil) }
                    do {
                        guard try await source.covers(place) else { return (index, nil) }
                        return (index, SourceOutcome(source: source.source, answer: .success(try await source.alerts(at: place))))
                    } catch {
                        return (index, SourceOutcome(source: source.source, answer: .failure(error)))
                    }
                }
            }
            var outcomes = [(Int, SourceOutcome)]()
            for await (index, outcome) in group { if let outcome { outcomes.append((index, outcome)) } }
            return outcomes.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// What one covering source gave.
    private struct SourceOutcome: Sendable {
        /// Who was asked.
        let source: DataSource
        /// Its answer, or why there is none.
        let answer: Result<ForecastAnswer<[WeatherAlert]>, any Error>
    }

    /// The place's UTC offset at every time the alerts name, and now; none when its zone is not known.
    private func offsets(at place: Place, of alerts: [WeatherAlert], now: Instant) -> [Instant: Int] {
        let instants = Array(Set([now] + alerts.flatMap { [$0.onset, $0.ends, $0.expires].compactMap { $0 } }))
        guard let zone = place.timeZoneIdentifier, let offsets = zones.utcOffsets(zone: zone, at: instants) else { return [:] }
        return Dictionary(zip(instants, offsets)) { first, _ in first }
    }

    /// The real warnings among `messages` that have not ended at `now`, most severe first, then by onset (an
    /// unknown onset first: it is in force), their texts bounded.
    static func inForce(_ messages: [WeatherAlert], at now: Instant) -> [WeatherAlert] {
        messages
            .filter { $0.status == .actual && !$0.isCancellation && ($0.validUntil.map { $0 > now } ?? true) }
            .sorted { first, second in
                if first.severity != second.severity { return first.severity > second.severity }
                let firstOnset = first.onset?.secondsSince1970 ?? -.infinity
                let secondOnset = second.onset?.secondsSince1970 ?? -.infinity
                return firstOnset < secondOnset
            }
            .map(bounded)
    }

    /// The alert with every text cut to ``maximumTextBytes``, saying so where it was cut.
    private static func bounded(_ alert: WeatherAlert) -> WeatherAlert {
        func cut(_ text: String?) -> String? {
            guard let text, text.utf8.count > maximumTextBytes else { return text }
            var kept = Substring(text)
            while kept.utf8.count > maximumTextBytes { kept = kept.dropLast(max(1, (kept.utf8.count - maximumTextBytes) / 4)) }
            return kept + " … (cut: the service sent \(text.utf8.count / 1024) KiB)"
        }
        return WeatherAlert(
            id: cut(alert.id) ?? "", event: cut(alert.event) ?? "", severity: alert.severity, certainty: alert.certainty,
            urgency: alert.urgency, onset: alert.onset, ends: alert.ends, expires: alert.expires, headline: cut(alert.headline),
            description: cut(alert.description), instruction: cut(alert.instruction), sender: cut(alert.sender),
            areas: alert.areas.compactMap(cut), levelColour: alert.levelColour, link: cut(alert.link), status: alert.status,
            isCancellation: alert.isCancellation, references: alert.references, categories: alert.categories, isAllClear: alert.isAllClear,
            language: alert.language, isInRequestedLanguage: alert.isInRequestedLanguage, issued: alert.issued
        )
    }
}
