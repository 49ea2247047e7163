@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("ComparisonDocument: a comparison's age and its JSON")
struct ComparisonDocumentTests {
    let output = RecordingOutput()

    func writer() -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
    }

    @Test("a comparison is as old as its oldest forecast, stale when any is, and warns for each stale one")
    func staleComparison() throws {
        let london = SampleForecast.london
        let older = Instant(secondsSince1970: 1_795_339_500), newer = Instant(secondsSince1970: 1_795_343_100)
        let forecasts = [
            DailyForecastReport(location: london.location, days: london.days, units: london.units, source: london.source, freshness: AnswerFreshness(fetchedAt: newer)),
            DailyForecastReport(location: london.location, days: london.days, units: london.units, source: london.source,
                     freshness: AnswerFreshness(fetchedAt: older, staleReason: "the service answered HTTP 503")),
        ]
        let comparison = ForecastComparison(location: london.location, units: .metric, forecasts: forecasts, skipped: [], spread: [])
        #expect(comparison.oldestFreshness == AnswerFreshness(fetchedAt: older, staleReason: "the service answered HTTP 503"))
        var writer = writer()
        writer.clock = FixedClock(Instant(secondsSince1970: newer.secondsSince1970 + 60))
        try writer.write(ComparisonDocument(comparison: comparison, extras: PlaceExtras()), as: .json)
        #expect(output.errors == ["forecast: warning: the service answered HTTP 503; showing the answer saved at 09:25\n"])
        #expect(output.results[0].contains("\"fetched_at\": \"2026-11-22T09:25:00Z\",\n  \"stale\": true,\n"))
        #expect(output.results[0].hasSuffix("\"alerts\": [],\n  \"alerts_coverage\": \"not_checked\"\n}\n"))
    }
}
