import Domain

/// What `forecast alerts --sources COUNTRY` shows, whichever front door asks: the warning feeds that cover a country.
package enum AlertFeedsInteraction {
    /// The formats its document offers.
    package static let formats = AlertFeedsDocument.offeredFormats

    /// Asks every warning service for its feeds in `country`, and shows them.
    package static func show(_ country: String, on runner: CommandRunner) async -> ExitStatus {
        await runner.run({ useCases in try await useCases.make(.alertFeeds).feeds(in: country) }, document: AlertFeedsDocument.init)
    }
}
