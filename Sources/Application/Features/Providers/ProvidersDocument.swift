import Domain

/// What `forecast providers` shows: the weather services `--provider` takes.
struct ProvidersDocument: TableDocument, JSONDocument, CSVDocument {
    let providers: [ProviderListing]

    /// A listing's formats: a table, JSON and CSV.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv] }

    func table(on page: Page) -> String { page.render(TableViewModel(providers: providers)) }
    var json: JSONValue { JSONDocuments.providers(providers) }
    var csv: CSVTable { CSVDocuments.list(providers.map(JSONDocuments.providerFields)) }
}
