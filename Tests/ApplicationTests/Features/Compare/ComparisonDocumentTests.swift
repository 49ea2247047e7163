@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("ComparisonDocument: providers side by side, a comparison's age and its JSON")
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

    @Test("the place's warnings from the cache are told as stale beside a comparison, as beside any forecast view")
    func staleAlerts() throws {
        let london = SampleForecast.london, r = SampleAlerts.report
        let stale = AlertsReport(
            location: r.location, coverage: r.coverage, alerts: r.alerts,
            freshness: AnswerFreshness(fetchedAt: SampleAlerts.hours(-2), staleReason: "the service could not be reached"), checkedAt: r.checkedAt
        )
        let comparison = ForecastComparison(location: london.location, units: .metric, forecasts: [london], skipped: [], spread: [])
        try writer().write(ComparisonDocument(comparison: comparison, extras: PlaceExtras(note: nil, alerts: stale)), as: .table)
        #expect(output.errors.count == 1)
        #expect(output.errors.first?.hasPrefix("forecast: warning: alerts for London: the service could not be reached; showing the answer saved at ") == true)
    }

    @Test("the table: a row a provider each day, then the spread between them; a skipped provider is a note saying why")
    func table() throws {
        let london = SampleForecast.london
        let warmer = DailyForecastReport(
            location: london.location,
            days: london.days.map { DailyForecast(date: $0.date, temperatureMin: $0.temperatureMin.map { $0 + 2 }, temperatureMax: $0.temperatureMax.map { $0 + 2 }) },
            units: london.units, source: DataSource(provider: "MET Norway", attribution: "Data from MET Norway")
        )
        let spread = london.days.map { day in DailySpread(date: day.date, days: [day] + warmer.days.filter { $0.date == day.date }) }
        let skipped = [SkippedProvider(provider: "NWS", error: .serviceUnreachable(reason: "connection refused"))]
        let comparison = ForecastComparison(location: london.location, units: .metric, forecasts: [london, warmer], skipped: skipped, spread: spread)
        try writer().write(ComparisonDocument(comparison: comparison, extras: PlaceExtras()), as: .table)
        let lines = output.results.joined().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].hasSuffix("· 3 days from Open-Meteo, MET Norway"))
        #expect(lines[2] == "NWS skipped: cannot reach the weather service: connection refused")
        let firstDay = try #require(lines.firstIndex { $0.hasPrefix("Sun 22 Nov") })
        #expect(Array(lines[firstDay...(firstDay + 2)]) == [
            "Sun 22 Nov  Open-Meteo   4°C   9°C   0.3 mm",
            "            MET Norway   6°C  11°C        —",
            "            spread      Δ2°C  Δ2°C        —",
        ])
    }
}
