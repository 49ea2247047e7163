/// The standard ``GetAlertsUseCase``: picks the first source that covers the place (whatever the forecast's
/// provider), keeps only real warnings that have not ended, and orders them most severe first, then by onset.
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
        guard let source = sources.first(where: { $0.covers(place.place) }) else {
            return AlertsReport(location: place, coverage: .notCovered, alerts: [], checkedAt: clock.now())
        }
        let answer = try await source.alerts(at: place.place)
        let now = clock.now()
        let alerts = Self.inForce(answer.content, at: now)
        return AlertsReport(
            location: place, coverage: .covered(by: source.source), alerts: alerts, freshness: answer.freshness, checkedAt: now,
            utcOffsets: offsets(at: place.place, of: alerts, now: now)
        )
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
            isCancellation: alert.isCancellation
        )
    }
}
