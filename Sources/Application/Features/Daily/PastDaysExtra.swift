import Domain

/// The observed days before a daily forecast's first, asked once the forecast is had and put above its days (`daily
/// --past-days`): marked `past` in its JSON and CSV, counted in its table's note, left out of a status bar's today.
struct PastDaysExtra: ExtraFromReport {
    /// The last observed day above the forecast.
    typealias Value = LocalDate

    /// How many observed days to show above the forecast.
    let days: Int

    func add(to result: inout WithExtras<DailyForecastReport>, in scope: ExtraScope) async {
        let forecast = result.report
        guard days > 0, let today = forecast.days.first?.date else { return }
        let request = HistoryRequest(
            location: .resolved(forecast.location), first: LocalDate(daysSinceEpoch: today.daysSinceEpoch - days),
            last: LocalDate(daysSinceEpoch: today.daysSinceEpoch - 1), units: forecast.units
        )
        do {
            let observed = try await scope.useCases.make(.history).history(for: request).observed.days
            // The archive gives no sunrise or sunset; the Sun's are computed here, offline, as `forecast sun` does.
            let sun = try? await scope.useCases.make(.sunTimes)
                .sunTimes(for: SkyRequest(location: .resolved(forecast.location), date: request.first, days: days))
            let past = sun.map { sun in observed.map { $0.fillingSunTimes(from: sun) } } ?? observed
            result.report = forecast.replacingDays(past + forecast.days)
            result.extras[Self.self] = past.last?.date
        } catch {
            result.failures.append(.unfetched("the past days", error))
        }
    }
}

extension PlaceExtras {
    /// The last observed day above the forecast; `nil` when none is shown.
    var observedThrough: LocalDate? { self[PastDaysExtra.self] }

    /// Whether the day on `date` is one of the observed days above the forecast.
    func isObserved(_ date: LocalDate) -> Bool {
        observedThrough.map { date <= $0 } ?? false
    }
}

extension DailyForecastReport {
    /// The report with `days` in place of its own.
    func replacingDays(_ days: [DailyForecast]) -> DailyForecastReport {
        DailyForecastReport(location: location, days: days, units: units, source: source, freshness: freshness)
    }

    /// The report without the observed days `extras` shows above it: today and the days after.
    func upcoming(_ extras: PlaceExtras) -> DailyForecastReport { replacingDays(days.filter { !extras.isObserved($0.date) }) }
}

extension AskedExtra {
    /// `days` observed days above the forecast.
    package static func pastDays(_ days: Int) -> AskedExtra { AskedExtra(extra: PastDaysExtra(days: days)) }
}
