import Domain

/// What `forecast daily` asks: the forecast through the one coordinator, with what is chosen beside it.
extension ExtrasCoordinator {
    /// The daily forecast with what is chosen beside it (the observed days before today above it, each day against
    /// the normal).
    func daily(_ request: DailyForecastRequest) async throws -> WithExtras<DailyForecastReport> {
        let maximumDays = useCases.capabilities.maximumDays
        return try await fetch(at: request.location, days: request.days, units: request.units, validate: { try request.validate(maximumDays: maximumDays) }) { place in
            try await useCases.make(.dailyForecast).dailyForecast(for: DailyForecastRequest(location: place, days: request.days, units: request.units))
        }
    }
}
