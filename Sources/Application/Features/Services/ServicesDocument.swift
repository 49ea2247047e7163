import Domain

/// What `forecast services` shows: every service forecast reads.
struct ServicesDocument: TableDocument, JSONDocument, CSVDocument {
    let services: [ServiceListing]

    /// A listing's formats: a table, JSON and CSV.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv] }

    func table(on page: Page) -> String { page.render(TableViewModel(services: services)) }
    var json: JSONValue { JSONDocuments.services(services) }
    var csv: CSVTable { CSVDocuments.services(services) }
}
