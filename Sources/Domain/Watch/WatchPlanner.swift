/// Decides what a watch's run has to tell, and what the watch remembers after it: each rain spell once, however its
/// start moves; each version of a warning once, an update in place of the earlier notice, a cancellation once; a
/// condition once a day; a failure once and its recovery once. Quiet times hold news until they end (still news
/// then, or not told) or drop it.
public enum WatchPlanner {
    /// What a run that saw `observation` tells, and what is remembered after it.
    /// - Parameters:
    ///   - watch: The watch, with its condition and quiet times.
    ///   - observation: What the run saw.
    ///   - memory: What earlier runs told.
    ///   - now: The run's moment.
    ///   - localTime: `now` on the machine's clock: the quiet times' and the day's.
    public static func plan(
        _ watch: Watch, seeing observation: WatchObservation, remembering memory: WatchMemory, now: Instant, localTime: LocalDateTime
    ) -> (news: [WatchNews], memory: WatchMemory) {
        var after = memory
        let news = WatchPlanner.news(for: watch.condition, seeing: observation, memory: &after, now: now, day: localTime.date.iso8601)
        guard watch.quiet.isQuiet(at: localTime) else { return (news, after) }
        guard watch.quiet.holdsNews else {
            // Dropped: what came is taken as told, but for a failure, which is told when the quiet ends if it lasts
            // (so that no recovery is ever told of a failure that was not).
            if case .failed = observation, !memory.failing { after.failing = false }
            return ([], after)
        }
        // Held: nothing is taken as told, so what is still news when the quiet ends is told then; a spell that ended
        // while quiet has ended, though, and a later one is a new spell.
        var held = memory
        if case .rain(nil) = observation { held.rainSpellTold = false }
        return ([], held)
    }

    private static func news(
        for condition: WatchCondition, seeing observation: WatchObservation, memory: inout WatchMemory, now: Instant, day: String
    ) -> [WatchNews] {
        if case .failed(let reason) = observation {
            defer { memory.failing = true }
            return memory.failing ? [] : [.failing(reason: reason)]
        }
        var news: [WatchNews] = memory.failing ? [.recovered] : []
        memory.failing = false
        switch (condition, observation) {
        case (.rain, .rain(let sighting)):
            if let sighting, !memory.rainSpellTold { news.append(.rain(sighting)) }
            memory.rainSpellTold = sighting != nil
        case (.warning(let severity), .warnings(let alerts)):
            news += warningNews(alerts.filter { $0.counts(atLeast: severity, at: now) }, among: alerts, memory: &memory, now: now)
        case (.threshold(let checked, _, _), .threshold(let sighting)):
            if let sighting, memory.conditionToldOn != day {
                news.append(.conditionMet(checked, sighting))
                memory.conditionToldOn = day
            }
        default:
            break
        }
        return news
    }

    /// Cancelled, issued and updated warnings (cancellations first, so that the newest notice is the one in force), by
    /// comparing those that count with those told; `all` are every warning at the place, whatever its severity.
    private static func warningNews(_ alerts: [WeatherAlert], among all: [WeatherAlert], memory: inout WatchMemory, now: Instant) -> [WatchNews] {
        var news: [WatchNews] = [], unmatched = memory.warnings, told: [ToldWarning] = []
        for alert in alerts {
            // The same message; else the one it says it updates (CAP's references); else the same event from the same sender.
            let index = unmatched.firstIndex { $0.id == alert.id } ?? unmatched.firstIndex { told in alert.references.contains { AlertThreads.sameMessage($0, told.id) } }
                ?? unmatched.firstIndex { told in told.isContinued(by: alert) && !alerts.contains { $0.id == told.id } }
            guard let index else {
                news.append(.warningIssued(alert, thread: alert.id))
                told.append(ToldWarning(alert, thread: alert.id))
                continue
            }
            let earlier = unmatched.remove(at: index)
            if earlier.version != alert.version || earlier.id != alert.id { news.append(.warningUpdated(alert, thread: earlier.thread)) }
            told.append(ToldWarning(alert, thread: earlier.thread))
        }
        // Gone before its end: cancelled. Gone after it: expired, as its notice did; still in force below the watch's
        // severity: no longer the watch's. Of neither is anything said.
        let cancelled = unmatched.filter { gone in
            (gone.ends.map { $0 > now.secondsSince1970 } ?? true) && !all.contains { $0.id == gone.id && $0.status == .actual && !$0.isCancellation }
        }
        memory.warnings = told
        return cancelled.map(WatchNews.warningCancelled) + news
    }
}

extension WeatherAlert {
    /// Whether a watch for `severity` counts it at `now`: a real warning, not a cancellation or an all-clear, of at
    /// least the severity, not yet over.
    func counts(atLeast severity: Severity, at now: Instant) -> Bool {
        status == .actual && !isCancellation && !isAllClear && self.severity >= severity && (validUntil.map { $0 > now } ?? true)
    }
}
