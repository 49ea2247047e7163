@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("FreshnessText: a stale answer told in its header, on standard error and in JSON")
struct FreshnessTextTests {
    let output = RecordingOutput()

    func writer() -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
    }

    @Test("a stale answer says 'as of' in its header, warns once on standard error, and is marked in JSON")
    func staleAnswer() throws {
        let london = SampleForecast.london
        let saved = Instant(secondsSince1970: 1_795_339_500)  // 2026-11-22 09:25 UTC
        let stale = DailyForecastReport(
            location: london.location, days: london.days, units: london.units, source: london.source,
            freshness: AnswerFreshness(fetchedAt: saved, staleReason: "the service could not be reached")
        )
        var writer = writer()
        writer.clock = FixedClock(Instant(secondsSince1970: saved.secondsSince1970 + 3600))
        try writer.write(DailyDocument(reports: [stale], extras: [PlaceExtras()]), as: .table)
        try writer.write(DailyDocument(reports: [stale], extras: [PlaceExtras()]), as: .json)
        #expect(output.results[0].contains("3 days · as of 09:25"))
        #expect(output.errors == Array(repeating: "forecast: warning: the service could not be reached; showing the answer saved at 09:25\n", count: 2))
        #expect(output.results[1].contains(#""fetched_at": "2026-11-22T09:25:00Z""#) && output.results[1].contains(#""stale": true"#))
        let current = DailyForecastReport(location: london.location, days: london.days, units: london.units, source: london.source, freshness: AnswerFreshness(fetchedAt: saved))
        try writer.write(DailyDocument(reports: [current], extras: [PlaceExtras()]), as: .table)
        #expect(!output.results[2].contains("as of") && output.errors.count == 2)
    }

    @Test("a stale answer's time is told on the reader's clock the front door gives, not the machine's")
    func staleAnswerOnReadersClock() throws {
        /// A reader nine hours ahead of UTC (Tokyo), an hour after the answer was saved.
        struct TokyoReader: ReaderClock {
            let instant: Instant
            func now() -> Instant { instant }
            func utcOffsetSeconds(at instant: Instant) -> Int { 9 * 3600 }
        }
        let london = SampleForecast.london
        let saved = Instant(secondsSince1970: 1_795_339_500)  // 2026-11-22 09:25 UTC, 18:25 in Tokyo
        let stale = DailyForecastReport(
            location: london.location, days: london.days, units: london.units, source: london.source,
            freshness: AnswerFreshness(fetchedAt: saved, staleReason: "the service could not be reached")
        )
        var writer = writer()
        writer.clock = TokyoReader(instant: Instant(secondsSince1970: saved.secondsSince1970 + 3600))
        try writer.write(DailyDocument(reports: [stale], extras: [PlaceExtras()]), as: .table)
        #expect(output.results[0].contains("3 days · as of 18:25"))
        #expect(output.errors == ["forecast: warning: the service could not be reached; showing the answer saved at 18:25\n"])
    }
}
