import Domain
import TerminalSafety

/// `forecast alerts` as a table: one row a warning, most severe first, in its severity's colour; under it each
/// warning's headline, and with `--full` its description and instruction wrapped to the terminal. A place with
/// none is one line saying so, and who was asked; a place nobody covers, one line saying that instead.
enum AlertsTable {
    /// The most alerts listed for a place, in every format; the rest are counted ("and 12 more").
    static let maximumListed = 100

    /// The table for `report`; `wrapAt` columns for the full texts, `nil` for headlines alone.
    static func view(_ report: AlertsReport, words: Catalogue, now: Instant, wrapAt columns: Int?) -> TableViewModel {
        let listed = Array(report.alerts.prefix(maximumListed))
        let header = ReportHeader(
            title: PlaceText.uniqueParts([report.location.place.name, report.location.place.region, report.location.place.country]).joined(separator: ", "),
            subtitle: subtitle(report, words: words, now: now), credits: report.source?.attribution ?? ""
        )
        let rows = listed.map { alert in
            let style = AlertText.style(alert.severity)
            return [
                TableViewModel.Cell(words("alerts.severity." + alert.severity.name), style),
                TableViewModel.Cell(AlertText.event(alert, words: words), style),
                TableViewModel.Cell(alert.onset.map { AlertText.time($0, in: report, words: words) } ?? words("alerts.unknown_time")),
                TableViewModel.Cell(alert.ends.map { AlertText.time($0, in: report, words: words) } ?? words("alerts.unknown_time")),
                TableViewModel.Cell(alert.sender ?? ""),
            ]
        }
        var table = TableViewModel(
            header: header, note: nil,
            columns: ["severity", "event", "from", "until", "sender"].map { TableViewModel.Column(words("column." + $0)) }, rows: rows
        )
        table.footnotes = details(listed, wrapAt: columns) + languageNote(listed, words: words) + unansweredNote(report, words: words)
        if report.alerts.count > maximumListed {
            table.footnotes.append(words("alerts.more", ["count": String(report.alerts.count - maximumListed)]))
        }
        return table
    }

    /// The one line for a place without warnings: none from the service asked, or no service covering it.
    static func emptyLine(_ report: AlertsReport, words: Catalogue) -> String {
        let place = report.location.place
        guard let source = report.source else {
            return words("alerts.not_covered", ["country": place.country ?? place.name])
        }
        var line = words("alerts.none", ["source": AlertText.serviceName(source), "place": PlaceText.uniqueParts([place.name, place.region ?? place.country]).joined(separator: ", ")])
        if let freshness = report.freshness, freshness.isStale {
            line += " (" + words("detail.as_of", ["time": AlertText.time(freshness.fetchedAt, in: report, words: words)]) + ")"
        }
        return ([line] + unansweredNote(report, words: words)).joined(separator: "\n")
    }

    /// A line saying in which language the warnings that are not in the language asked are shown (their authority
    /// published none in it); none when every warning is in it.
    static func languageNote(_ alerts: [WeatherAlert], words: Catalogue) -> [String] {
        var seen = Set<String>()
        let others = alerts.filter { !$0.isInRequestedLanguage }.compactMap(\.language).filter { seen.insert($0).inserted }
        guard !others.isEmpty else { return [] }
        return [words("alerts.other_language", ["language": others.joined(separator: ", ").terminalSafe])]
    }

    /// A line for each covering service that could not be asked while another answered: its warnings are missing.
    static func unansweredNote(_ report: AlertsReport, words: Catalogue) -> [String] {
        report.unanswered.map { words("alerts.unanswered", ["source": $0.provider]) }
    }

    private static func subtitle(_ report: AlertsReport, words: Catalogue, now: Instant) -> String {
        let count = words.count(report.alerts.count, "alerts.count")
        let zone = report.location.place.timeZoneIdentifier ?? "UTC"
        var parts = [words("alerts.detail", ["count": count, "source": report.source?.provider ?? ""]), zone]
        if let freshness = report.freshness, freshness.isStale {
            parts.append(words("detail.as_of", ["time": AlertText.time(freshness.fetchedAt, in: report, words: words)]))
        }
        return parts.joined(separator: " · ")
    }

    /// Under the rows: each warning's headline, numbered, then the areas it is for, and its texts when `columns` is
    /// given.
    private static func details(_ alerts: [WeatherAlert], wrapAt columns: Int?) -> [String] {
        alerts.enumerated().flatMap { index, alert -> [String] in
            let label = "\(index + 1). "
            let indent = String(repeating: " ", count: label.count)
            let headline = (alert.headline ?? alert.event).terminalSafe
            let areas = alert.areas.isEmpty ? "" : " — " + alert.areas.joined(separator: "; ").terminalSafe
            var lines = TextWrap.lines(headline + areas, width: (columns ?? Int.max) - label.count)
                .enumerated().map { ($0 == 0 ? label : indent) + $1 }
            if let columns {
                for text in [alert.description, alert.instruction].compactMap({ $0 }) {
                    // Made safe line by line, so that the service's line breaks still separate its paragraphs.
                    let safe = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }.joined(separator: "\n")
                    lines += [""] + TextWrap.lines(safe, width: columns - indent.count).map { $0.isEmpty ? "" : indent + $0 }
                }
                lines.append("")
            }
            return lines
        }
    }
}
