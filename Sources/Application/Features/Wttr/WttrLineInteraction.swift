import Domain

/// What a wttr.in one-line format shows (`forecast serve`'s `GET /London?format=3`), whichever front door asks: the
/// work over the use cases, and the document of its result.
package enum WttrLineInteraction {
    /// The formats its document offers: a line.
    package static let formats = WttrLineDocument.offeredFormats

    /// The conditions now at the request's place, found once, with what the format shows beside them (the air, the
    /// Sun, the Moon) asked only when it shows it; written as the format says. What cannot be had beside the
    /// conditions is told, and shown as wttr.in shows an unknown; a place not found ends the run as `current` does.
    package static func show(_ request: WttrLineRequest, on runner: CommandRunner) async -> ExitStatus {
        let units = request.units, template = request.template
        return await runner.runEachWithExtras([request], place: \.location, choice: request.extras) { coordinator, request in
            try await coordinator.fetch(at: request.location, days: 1, units: units, validate: {}) { place in
                try await coordinator.useCases.make(.currentConditions).currentConditions(for: CurrentConditionsRequest(location: place, units: units))
            }
        } note: { _ in nil } document: { WttrLineDocument(reports: $0, extras: $1, template: template) }
    }
}
