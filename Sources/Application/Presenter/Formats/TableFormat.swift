/// A document a table shows: its tables (or a line, for an answer), drawn on the page.
protocol TableDocument: Document {
    /// The text of the tables, one after another.
    func table(on page: Page) -> String
}

extension FormatOffer where Offering: TableDocument {
    /// `--format table`: the tables, for people.
    static var table: Self { Self(format: .table) { document, context in document.table(on: context.page) } }
}
