import Domain

/// How official warnings are told: the banner under a forecast's header, the `{alerts}` summary, their times on
/// the place's clocks, and the colour of each severity.
enum AlertText {
    /// The colour a severity is drawn in when colour is on.
    static func style(_ severity: WeatherAlert.Severity) -> TextStyle {
        switch severity {
        case .extreme: .magenta
        case .severe: .red
        case .moderate: .yellow
        case .minor: .cyan
        case .unknown: .plain
        }
    }

    /// An instant as the place's clocks show it: "Tue 18:00".
    static func time(_ instant: Instant, in report: AlertsReport, words: Catalogue) -> String {
        let local = report.localTime(instant)
        return words("weekday." + String(describing: local.date.weekday)) + " " + local.clockTime
    }

    /// An instant as ISO 8601 on the place's clocks, with its offset: "2026-11-24T13:00:00-06:00".
    static func iso8601(_ instant: Instant, offsetSeconds: Int) -> String {
        let local = LocalDateTime(instant, utcOffsetSeconds: offsetSeconds)
        let seconds = Int((instant.secondsSince1970 + Double(offsetSeconds)).rounded(.down)) % 60
        let sign = offsetSeconds < 0 ? "-" : "+"
        let hours = abs(offsetSeconds) / 3600, minutes = abs(offsetSeconds) % 3600 / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(local.iso8601):\(two((seconds + 60) % 60))\(sign)\(two(hours)):\(two(minutes))"
    }

    /// The service's name for a sentence, from its credit ("Alerts from the US National Weather Service" gives "the US
    /// National Weather Service"), else its short name; several services' joined credits ("…; …") name each, joined
    /// by "+".
    static func serviceName(_ source: DataSource) -> String {
        let prefix = "Alerts from "
        let credits = source.attribution.split(separator: "; ")
        guard !credits.isEmpty, credits.allSatisfy({ $0.hasPrefix(prefix) }) else { return source.provider }
        return credits.map { credit in
            let name = credit.dropFirst(prefix.count)
            return String(name.split(separator: " (").first ?? name)
        }
        .joined(separator: " + ")
    }

    /// The command that shows a place's warnings in full: `forecast alerts "London, KY"`, or by coordinate.
    static func command(for place: Place) -> String {
        guard place.countryCode != nil || place.region != nil else {
            let (latitude, longitude) = (place.coordinate.latitude, place.coordinate.longitude)
            return "--lat \(latitude.fixed(decimals: 4)) --lon \(longitude.fixed(decimals: 4))"
        }
        let text = place.queryText
        return text.contains(where: { $0 == " " || $0 == "," || $0 == "'" }) ? "\"\(text)\"" : text
    }

    /// The banner under a forecast's header: the most severe warning in force or coming, and how many more; `nil`
    /// when there is none.
    static func banner(_ report: AlertsReport, words: Catalogue) -> TableViewModel.Cell? {
        guard let first = report.alerts.first else { return nil }
        let values: KeyValuePairs<String, String>
        let key: String
        let place = command(for: report.location.place)
        let severity = words("alerts.severity." + first.severity.name)
        if !first.hasStarted(at: report.checkedAt), let onset = first.onset {
            key = "alerts.banner.from"
            values = ["event": event(first, words: words), "severity": severity, "time": time(onset, in: report, words: words), "place": place]
        } else if let end = first.ends {
            key = "alerts.banner.until"
            values = ["event": event(first, words: words), "severity": severity, "time": time(end, in: report, words: words), "place": place]
        } else {
            key = "alerts.banner.open"
            values = ["event": event(first, words: words), "severity": severity, "place": place]
        }
        var text = words(key, values)
        if report.alerts.count > 1 {
            let more = words("alerts.banner.more", ["count": String(report.alerts.count - 1)])
            text = text.replacing(" — ", with: " \(more) — ", maxReplacements: 1)
        }
        return TableViewModel.Cell(text, style(first.severity))
    }

    /// `{alerts}`: how many warnings and the most severe ("2 alerts: Wind Advisory (moderate)"); empty when there
    /// are none, the place is not covered, or they were not checked.
    static func summary(_ report: AlertsReport?, words: Catalogue) -> String {
        guard let report, let first = report.alerts.first else { return "" }
        let count = words.count(report.alerts.count, "alerts.count")
        return "\(count): \(named(first, words: words))"
    }

    /// A warning by its name and severity: "Wind Advisory (moderate)".
    static func named(_ alert: WeatherAlert, words: Catalogue) -> String {
        "\(event(alert, words: words)) (\(words("alerts.severity." + alert.severity.name)))"
    }

    /// What a warning is about, as a reader needs it: its event, said to be over for an all-clear ("All clear:
    /// Monsoon"), with its kind when that is not the weather ("Other incident (public safety)").
    static func event(_ alert: WeatherAlert, words: Catalogue) -> String {
        var text = alert.event
        if !alert.categories.isEmpty, !alert.categories.contains(.meteorological), let category = alert.categories.first {
            text += " (" + words("alerts.category_" + category.rawValue) + ")"
        }
        return alert.isAllClear ? words("alerts.all_clear", ["event": text]) : text
    }
}
