import Domain
import TerminalSafety

/// What `forecast config` shows: the effective settings and where each came from.
struct SettingsDocument: TableDocument, JSONDocument, CSVDocument {
    let listing: SettingsListing

    /// A listing's formats: a table, JSON and CSV.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv] }

    func table(on page: Page) -> String { page.render(TableViewModel(settings: listing)) }
    var json: JSONValue { JSONDocuments.settings(listing) }
    var csv: CSVTable { CSVDocuments.list(listing.rows.map(JSONDocuments.settingFields)) }
}

/// One line of plain text, such as `forecast config path`'s path, whatever the format.
struct TextDocument: TableDocument, LineDocument {
    let text: String

    /// The text as a table and as a line.
    static var formats: [FormatOffer<Self>] { [.table, .line] }

    func table(on page: Page) -> String { text.terminalSafe + "\n" }
    func lines(with template: LineTemplate, on page: Page) -> [String] { [text] }
}
