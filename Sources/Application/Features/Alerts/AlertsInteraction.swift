package import Domain

/// What `forecast alerts` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum AlertsInteraction {
    /// The formats its document offers.
    package static let formats = AlertsDocument.offeredFormats

    /// Finds each place, then asks its warnings of the service that covers it (none, when no service does), and
    /// shows them; with `full`, each one's texts.
    package static func show(_ locations: [ForecastLocation], full: Bool, on runner: CommandRunner) async -> ExitStatus {
        await runner.runEach(locations, place: { $0 }) { useCases, location in
            try await useCases.make(.alerts).alerts(at: try await useCases.make(.resolvePlace).resolvePlace(location))
        } document: { AlertsDocument(reports: $0, full: full) }
    }
}
