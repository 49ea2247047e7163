package import Domain

/// What `forecast hourly` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum HourlyInteraction {
    /// The formats its document offers.
    package static let formats = HourlyDocument.offeredFormats

    /// Each place's hours from the current one, with the warnings, the ensemble, the nowcast and the Sun's days beside
    /// them as chosen.
    package static func show(_ requests: [HourlyForecastRequest], choice: ExtrasChoice, on runner: CommandRunner) async -> ExitStatus {
        await runner.runEachWithExtras(requests, place: \.location, choice: choice) { coordinator, request in
            let maximumHours = coordinator.useCases.capabilities.maximumHours
            // The ensemble from today's midnight: enough days for the rest of today and the hours asked.
            let days = (request.hours + 23) / 24 + 1
            return try await coordinator.fetch(
                at: request.location, days: days, units: request.units, validate: { try request.validate(maximumHours: maximumHours) }
            ) { place in
                try await coordinator.useCases.make(.hourlyForecast)
                    .hourlyForecast(for: HourlyForecastRequest(location: place, hours: request.hours, units: request.units))
            }
        } note: { AmbiguityNote.text(for: $0.location, words: runner.words) } document: { HourlyDocument(reports: $0, extras: $1) }
    }
}
