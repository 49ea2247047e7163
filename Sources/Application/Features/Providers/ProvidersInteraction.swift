/// What `forecast providers` shows, whichever front door asks: every forecast provider, its limits and terms.
package enum ProvidersInteraction {
    /// The formats its document offers.
    package static let formats = ProvidersDocument.offeredFormats

    /// Every provider as listed, in order.
    package static func show(_ providers: [ProviderListing], on runner: CommandRunner) -> ExitStatus {
        runner.show(ProvidersDocument(providers: providers))
    }
}
