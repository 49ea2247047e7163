import Domain
import TerminalSafety

/// What a command shows for its results: one value, written in each format it offers. It conforms to each format's
/// protocol (``TableDocument``, ``JSONDocument``, ``CSVDocument``, ``LineDocument``, ``StatusBarDocument``,
/// ``PictureDocument``) and lists their offers in ``formats``; the ``DocumentWriter`` prints any document in any format
/// it offers, and a command refuses the others when its options are checked.
protocol Document: Sendable {
    /// When each answer shown was fetched and whether it is stale.
    var freshness: [AnswerFreshness?] { get }
    /// The warnings written among the messages (a terminal's standard error) before the document, one a stale answer
    /// shown.
    func staleWarnings(at time: ReadingTime) -> [String]
    /// What a table says under a header that the other formats have no room for (a place shown for a word close to a
    /// command's name): written among the messages, in English, before the document in any other format.
    var notices: [String] { get }
    /// The formats it offers, in the order help lists them, each with how it writes the document.
    static var formats: [FormatOffer<Self>] { get }
}

extension Document {
    /// Computed answers, and answers without a time: nothing to warn about.
    var freshness: [AnswerFreshness?] { [] }
    var notices: [String] { [] }

    /// One warning a stale answer.
    func staleWarnings(at time: ReadingTime) -> [String] {
        freshness.compactMap { FreshnessText.warning($0, at: time) }
    }

    /// The formats it offers, by name: what a feature declares its command offers.
    static var offeredFormats: [OutputFormat] { formats.map(\.format) }

    /// The formats this document offers, by name.
    var offeredFormats: [OutputFormat] { Self.offeredFormats }

    /// The document written as `format` with `context`; `nil` when it does not offer it.
    func written(as format: OutputFormat, with context: FormatContext) -> String? {
        Self.formats.first { $0.format == format }.map { $0.write(self, context) }
    }

    /// Whether the document, written as `format`, marks its block urgent.
    func isUrgent(as format: OutputFormat) -> Bool {
        Self.formats.first { $0.format == format }?.isUrgent(self) ?? false
    }
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
    /// A table, JSON, CSV and lines.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line] }
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
    /// A table, JSON, CSV and the answer's line.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line] }
    func table(on page: Page) -> String { line.terminalSafe + "\n" }
    func lines(with template: LineTemplate, on page: Page) -> [String] { [line] }
}

extension Array where Element == JSONValue {
    /// One report's document as it is, several as an array.
    var oneOrArray: JSONValue { count == 1 ? self[0] : .array(self) }
}
