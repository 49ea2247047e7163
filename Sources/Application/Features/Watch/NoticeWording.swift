import Domain
import TerminalSafety

/// Words a watch's news as a notice in the run's language: a summary naming the news and the place, a body with
/// when and how it was seen ("Rain from about 16:25 (radar)"), an icon from the freedesktop icon naming
/// specification, its urgency (critical for severe and extreme warnings) and how long it stays up. Times are on the
/// place's clock, as `check`, `nowcast` and `alerts` tell them. A
/// service's text is made safe: no control characters.
struct NoticeWording {
    /// The language.
    let words: Catalogue
    /// The run's moment.
    let now: Instant

    /// The notice of `news` from `watch`, at the place called `place`, whose offsets from UTC at a warning's instants
    /// are `utcOffsets`.
    func notice(_ news: WatchNews, from watch: WatchEntry, place: String, utcOffsets: [Instant: Int] = [:]) -> Notice {
        let place = Self.safe(place)
        func notice(
            _ kind: Notice.Kind, _ summary: String, _ body: String, icon: String, urgency: Notice.Urgency = .normal, time: LocalDateTime? = nil,
            expires: Int? = nil
        ) -> Notice {
            Notice(
                watch: Self.safe(watch.watch.name), kind: kind, place: place, summary: summary, body: body, icon: icon, urgency: urgency, thread: news.thread,
                time: time?.iso8601, expiresInSeconds: expires, madeAt: now.secondsSince1970
            )
        }
        switch news {
        case .rain(let sighting):
            let start = sighting.isRaining ? words("nowcast.summary.rain_now") : words("nowcast.summary.rain_from", ["time": sighting.start.clockTime])
            let method = sighting.method == .hourly ? words("watch.method.hourly") : words("nowcast.method." + sighting.method.rawValue)
            return notice(
                .rain, words("watch.rain.summary", ["place": place]), "\(start) (\(method))", icon: "weather-showers", time: sighting.start,
                expires: windowSeconds(watch.watch.condition)
            )
        case .warningIssued(let alert, _):
            return notice(.warningIssued, summary("watch.warning.issued", alert, place), body(alert, utcOffsets), icon: "weather-severe-alert", urgency: urgency(alert), expires: lasting(alert))
        case .warningUpdated(let alert, _):
            return notice(.warningUpdated, summary("watch.warning.updated", alert, place), body(alert, utcOffsets), icon: "weather-severe-alert", urgency: urgency(alert), expires: lasting(alert))
        case .warningCancelled(let told):
            let summary = words("watch.warning.cancelled", ["event": Self.safe(told.event), "place": place])
            return notice(.warningCancelled, summary, told.sender.map { words("watch.warning.by", ["sender": Self.safe($0)]) } ?? "", icon: "dialog-information", expires: 3600)
        case .conditionMet(let condition, let sighting):
            let name = words("watch.condition." + String(condition.name.map { $0 == "-" ? "_" : $0 }))
            let value = sighting.value.map { " (\(words.number($0, decimals: $0.rounded() == $0 ? 0 : 1)))" } ?? ""
            return notice(
                .condition, words("watch.condition.summary", ["condition": name, "place": place]), words("watch.condition.from", ["time": Self.dayAndTime(sighting.time, words)]) + value,
                icon: Self.icon(of: condition), time: sighting.time, expires: windowSeconds(watch.watch.condition)
            )
        case .failing(let reason):
            return notice(.failing, words("watch.failing.summary", ["place": place]), Self.safe(reason), icon: "dialog-error")
        case .recovered:
            return notice(.recovered, words("watch.recovered.summary", ["place": place]), words("watch.recovered.body"), icon: "dialog-information", expires: 600)
        }
    }

    private func summary(_ key: String, _ alert: WeatherAlert, _ place: String) -> String {
        words(key, ["event": Self.safe(AlertText.event(alert, words: words)), "place": place])
    }

    /// The warning's headline (its event when it has none), until when, and who issued it.
    private func body(_ alert: WeatherAlert, _ utcOffsets: [Instant: Int]) -> String {
        var lines = [Self.safe(alert.headline ?? AlertText.event(alert, words: words))]
        if let ends = alert.validUntil {
            let local = LocalDateTime(ends, utcOffsetSeconds: utcOffsets[ends] ?? 0)
            lines.append(words("watch.warning.until", ["time": Self.dayAndTime(local, words)]))
        }
        if let sender = alert.sender { lines.append(words("watch.warning.by", ["sender": Self.safe(sender)])) }
        return lines.joined(separator: "\n")
    }

    /// Critical for severe and extreme warnings, normal otherwise.
    private func urgency(_ alert: WeatherAlert) -> Notice.Urgency { alert.severity >= .severe ? .critical : .normal }

    /// Until the warning ends, when it says; at least a minute.
    private func lasting(_ alert: WeatherAlert) -> Int? {
        alert.validUntil.map { max(60, Int(($0.secondsSince1970 - now.secondsSince1970).rounded())) }
    }

    /// The watch's window, in seconds: the news is stale after it.
    private func windowSeconds(_ condition: WatchCondition) -> Int? {
        switch condition {
        case .rain(let minutes, _), .threshold(_, let minutes, _): minutes * 60
        case .warning: nil
        }
    }

    /// "Tue 18:00".
    static func dayAndTime(_ time: LocalDateTime, _ words: Catalogue) -> String {
        words("weekday." + String(describing: time.date.weekday)) + " " + time.clockTime
    }

    /// The icon of a condition, from the specification's weather and status icons.
    private static func icon(of condition: CheckCondition) -> String {
        switch condition {
        case .frost, .snow: "weather-snow"
        case .heat, .uv, .seaTemperature: "weather-clear"
        case .wind, .storm, .waves, .swell: "weather-storm"
        default: "dialog-warning"
        }
    }

    /// A service's or a person's text as a notice may show it: no control character or sequence, on one line (markup
    /// is the desktop's concern: a service that reads it is sent the text escaped).
    static func safe(_ text: String) -> String { text.terminalSafe }
}
