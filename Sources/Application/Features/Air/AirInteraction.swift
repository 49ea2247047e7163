package import Domain

/// What `forecast air` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum AirInteraction {
    /// The formats its document offers.
    package static let formats = AirDocument.offeredFormats

    /// Asks each place's air and shows it.
    package static func show(_ requests: [AirQualityRequest], on runner: CommandRunner) async -> ExitStatus {
        await runner.runEach(requests, place: \.location) { useCases, request in
            try await useCases.make(.airQuality).airQuality(for: request)
        } document: { AirDocument(reports: $0) }
    }
}
