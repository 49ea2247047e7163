/// A document `--format csv` writes: one table, a row a record.
protocol CSVDocument: Document {
    /// The table.
    var csv: CSVTable { get }
}

extension FormatOffer where Offering: CSVDocument {
    /// `--format csv`: the table, for spreadsheets.
    static var csv: Self { Self(format: .csv) { document, _ in document.csv.rendered() } }
}
