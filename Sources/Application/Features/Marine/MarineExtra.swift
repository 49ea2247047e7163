package import Domain

/// The sea beside a forecast (`daily --marine`, `hourly --marine`), asked at the same time as it, at the sea nearest
/// the place found once, over the view's span: each day's highest waves (their dominant direction, their longest
/// period) and warmest sea, or each hour's waves and sea, as columns of the table and fields of each day's or hour's
/// JSON and CSV row, found by its date or time (`MarineExtraRows.swift`); where the sea shown is, in a note; credited to
/// its source. Far from any sea, the forecast is shown and one line says why it has no waves.
struct MarineExtra: ExtraBesideReport {
    /// The sea near the place, over the view's span.
    typealias Value = MarineReport

    /// How far ahead, as the view asks: days for `daily`, hours for `hourly`.
    let span: MarineRequest.Span

    /// The marine service's credit: "Marine data by Open-Meteo.com".
    static func credit(of report: MarineReport) -> DataSource? { report.source }

    /// The sea nearest `place` over ``span``, in the report's units.
    /// - Throws: "no waves are shown" with why when the sea is too far from the place (the marine forecast's
    ///   ``ForecastError/outsideCoverage(service:coverage:)``); "the sea could not be fetched" for any other failure.
    func fetch(at place: ResolvedPlace, in scope: ExtraScope) async throws(ExtraFailure) -> MarineReport? {
        do {
            return try await scope.useCases.make(.marine).marine(for: MarineRequest(location: .resolved(place), span: span, units: scope.units))
        } catch ForecastError.outsideCoverage(let service, let coverage) {
            throw ExtraFailure(missing: "no waves are shown", error: ForecastError.outsideCoverage(service: service, coverage: coverage))
        } catch {
            throw .unfetched("the sea", error)
        }
    }

    /// `span` within what a marine forecast can be asked for.
    static func within(_ span: MarineRequest.Span) -> MarineRequest.Span {
        switch span {
        case .days(let days): .days(min(max(days, MarineRequest.allowedDays.lowerBound), MarineRequest.allowedDays.upperBound))
        case .hours(let hours): .hours(min(max(hours, MarineRequest.allowedHours.lowerBound), MarineRequest.allowedHours.upperBound))
        }
    }
}

extension AskedExtra {
    /// The sea's waves and temperature beside each row, over `span` (`.days(n)` beside `daily`, `.hours(n)` beside
    /// `hourly`; kept within what a marine forecast can be asked for).
    package static func marine(_ span: MarineRequest.Span) -> AskedExtra { AskedExtra(extra: MarineExtra(span: MarineExtra.within(span))) }
}
