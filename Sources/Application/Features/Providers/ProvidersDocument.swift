import Domain

/// What `forecast providers` shows: the weather services `--provider` takes.
struct ProvidersDocument: TableDocument, JSONDocument, CSVDocument {
    let providers: [ProviderListing]

    func table(on page: Page) -> String { page.render(TableViewModel(providers: providers)) }
    var json: JSONValue { JSONDocuments.providers(providers) }
    var csv: CSVTable { CSVDocuments.list(providers.map(JSONDocuments.providerFields)) }
}
