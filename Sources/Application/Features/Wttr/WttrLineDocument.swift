import Domain
import TerminalSafety

/// What a wttr.in one-line format shows: each place's line, written as its format says and nothing more (a preset
/// ends in a line break, a custom format only where it has one), with the freshness of the conditions' answer.
struct WttrLineDocument: Document {
    /// The conditions now, one report a place.
    let reports: [CurrentConditionsReport]
    /// What was had beside each report: the air, the Sun's day, the Moon's phase.
    let extras: [PlaceExtras]
    /// The format.
    let template: WttrTemplate

    /// When each conditions' answer was fetched, and whether it is stale.
    var freshness: [AnswerFreshness?] { reports.map(\.freshness) }

    /// `--format line` alone: the line is the format's text.
    static var formats: [FormatOffer<Self>] { [.wttrLine] }

    /// Each report's text, one after the other, read at the page's time and in its language; each line of it made
    /// safe for a terminal and isolated as a phrase.
    func text(on page: Page) -> String {
        zip(reports, extras).map { report, extras in
            let values = WttrValues(report: report, extras: extras, words: page.words, now: page.reading.now)
            return template.render(values.text(of:)).split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.isEmpty ? "" : page.phrase(String(line).terminalSafe)
            }.joined(separator: "\n")
        }.joined()
    }
}

extension FormatOffer where Offering == WttrLineDocument {
    /// The format's text, as it is: no line break added.
    static var wttrLine: Self {
        Self(format: .line) { document, context in document.text(on: context.page) }
    }
}
