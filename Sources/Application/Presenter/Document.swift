import Domain
import TerminalSafety

/// What a command shows for its results: one value, written in each format it offers by conforming to that format's
/// protocol (``TableDocument``, ``JSONDocument``, ``CSVDocument``, ``LineDocument``, ``StatusBarDocument``,
/// ``PictureDocument``). The ``DocumentWriter`` prints
/// any document in any format it offers; a command refuses the others when its options are checked.
protocol Document: Sendable {
    /// When each answer shown was fetched and whether it is stale.
    var freshness: [AnswerFreshness?] { get }
    /// The warnings written among the messages (a terminal's standard error) before the document, one a stale answer
    /// shown.
    func staleWarnings(at time: ReadingTime) -> [String]
    /// What a table says under a header that the other formats have no room for (a place shown for a word close to a
    /// command's name): written among the messages, in English, before the document in any other format.
    var notices: [String] { get }
    /// The document as a table, when it offers one: itself, found at compile time (a cast to a protocol searches the
    /// whole binary's conformances at run time, which start-up cannot afford).
    var asTable: (any TableDocument)? { get }
    /// The document as JSON, when it offers it.
    var asJSON: (any JSONDocument)? { get }
    /// The document as CSV, when it offers it.
    var asCSV: (any CSVDocument)? { get }
    /// The document as lines, when it offers them.
    var asLines: (any LineDocument)? { get }
    /// The document as a status bar's block, when it offers one.
    var asStatusBar: (any StatusBarDocument)? { get }
    /// The document as a picture, when it offers one.
    var asPicture: (any PictureDocument)? { get }
}

extension Document {
    /// Computed answers, and answers without a time: nothing to warn about.
    var freshness: [AnswerFreshness?] { [] }
    var notices: [String] { [] }
    var asTable: (any TableDocument)? { nil }
    var asJSON: (any JSONDocument)? { nil }
    var asCSV: (any CSVDocument)? { nil }
    var asLines: (any LineDocument)? { nil }
    var asStatusBar: (any StatusBarDocument)? { nil }
    var asPicture: (any PictureDocument)? { nil }

    /// One warning a stale answer.
    func staleWarnings(at time: ReadingTime) -> [String] {
        freshness.compactMap { FreshnessText.warning($0, at: time) }
    }
}

/// A document a table shows: its tables (or a line, for an answer), drawn on the page.
protocol TableDocument: Document {
    /// The text of the tables, one after another.
    func table(on page: Page) -> String
}

extension TableDocument {
    var asTable: (any TableDocument)? { self }
}

/// A document `--format json` writes: a stable contract, documented in the README.
protocol JSONDocument: Document {
    /// The value, serialized on one line.
    var json: JSONValue { get }
}

extension JSONDocument {
    var asJSON: (any JSONDocument)? { self }
}

/// A document `--format csv` writes: one table, a row a record.
protocol CSVDocument: Document {
    /// The table.
    var csv: CSVTable { get }
}

extension CSVDocument {
    var asCSV: (any CSVDocument)? { self }
}

/// A document `--format line` writes: a line a report, its placeholders filled (or an answer's own line).
protocol LineDocument: Document {
    /// The lines, each filled in from `template` in the page's language.
    func lines(with template: LineTemplate, on page: Page) -> [String]
}

extension LineDocument {
    var asLines: (any LineDocument)? { self }
}

/// A document `--format svg` draws: a meteogram of each place, in one SVG (``Picture``).
protocol PictureDocument: Document {
    /// The SVG, in the page's language, coloured as `theme` says.
    func picture(on page: Page, theme: PictureTheme) -> String
}

extension PictureDocument {
    var asPicture: (any PictureDocument)? { self }
}

/// A document of one report a place (or a day), each shown alike: a table each, one after another; one JSON document,
/// or an array of them; a line each. The CSV is the document's own, a table of every report's rows.
protocol ReportListDocument: TableDocument, JSONDocument, CSVDocument, LineDocument {
    associatedtype Report: Sendable
    /// The reports, in the order asked.
    var reports: [Report] { get }
    /// One report's table.
    func table(of report: Report, on page: Page) -> String
    /// One report's JSON document.
    func json(of report: Report) -> JSONValue
    /// One report's line values by placeholder.
    func lineValues(of report: Report, words: Catalogue) -> [String: String]
}

extension ReportListDocument {
    func table(on page: Page) -> String { reports.map { table(of: $0, on: page) }.joined(separator: "\n") }
    var json: JSONValue { reports.map(json(of:)).oneOrArray }
    func lines(with template: LineTemplate, on page: Page) -> [String] {
        reports.map { template.render(lineValues(of: $0, words: page.words)) }
    }
}

/// A document of one answer: a line for people (a table shows it too), a JSON document and a CSV table for programs.
protocol AnswerDocument: TableDocument, JSONDocument, CSVDocument, LineDocument {
    /// The answer in a line: "yes: …" or "no: …".
    var line: String { get }
}

extension AnswerDocument {
    func table(on page: Page) -> String { line.terminalSafe + "\n" }
    func lines(with template: LineTemplate, on page: Page) -> [String] { [line] }
}

extension Array where Element == JSONValue {
    /// One report's document as it is, several as an array.
    var oneOrArray: JSONValue { count == 1 ? self[0] : .array(self) }
}
