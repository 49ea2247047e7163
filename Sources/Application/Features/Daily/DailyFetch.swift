import Domain

/// What `forecast daily` asks: the forecast through the one coordinator, with the observed days before today above it
/// and each day against the normal, as chosen.
extension ExtrasCoordinator {
    /// The daily forecast with the observed days before today above it and each day against the normal, as chosen.
    func daily(_ request: DailyForecastRequest) async throws -> WithExtras<DailyForecastReport> {
        let maximumDays = useCases.capabilities.maximumDays
        var result = try await fetch(at: request.location, days: request.days, units: request.units, validate: { try request.validate(maximumDays: maximumDays) }) { place in
            try await useCases.make(.dailyForecast).dailyForecast(for: DailyForecastRequest(location: place, days: request.days, units: request.units))
        }
        await addPastDays(to: &result)
        await compareWithNormal(&result)
        return result
    }

    /// The observed days before the forecast's first, above it, as chosen.
    private func addPastDays(to result: inout WithExtras<DailyForecastReport>) async {
        let forecast = result.report
        guard choice.pastDays > 0, let today = forecast.days.first?.date else { return }
        let request = HistoryRequest(
            location: .resolved(forecast.location), first: LocalDate(daysSinceEpoch: today.daysSinceEpoch - choice.pastDays),
            last: LocalDate(daysSinceEpoch: today.daysSinceEpoch - 1), units: forecast.units
        )
        do {
            let observed = try await useCases.make(.history).history(for: request).observed.days
            // The archive gives no sunrise or sunset; the Sun's are computed here, offline, as `forecast sun` does.
            let sun = try? await useCases.make(.sunTimes)
                .sunTimes(for: SkyRequest(location: .resolved(forecast.location), date: request.first, days: choice.pastDays))
            let past = sun.map { sun in observed.map { $0.fillingSunTimes(from: sun) } } ?? observed
            result = WithExtras(
                report: DailyForecastReport(
                    location: forecast.location, days: past + forecast.days, units: forecast.units, source: forecast.source, freshness: forecast.freshness
                ),
                extras: result.extras, failures: result.failures
            )
            result.extras.observedThrough = past.last?.date
        } catch {
            result.failures.append(.unfetched("the past days", error))
        }
    }
}
