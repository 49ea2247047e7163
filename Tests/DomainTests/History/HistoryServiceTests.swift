import Domain
import DomainTesting
import Testing

@Suite("History: the observed days, stitched across the archive's seam")
struct HistoryServiceTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    /// 2026-11-24T12:00Z: today in London is the 24th.
    let clock = FixedClock(Instant(secondsSince1970: 1_795_521_600))
    let zones = FixedTimeZoneRules(offsetSeconds: 0, zones: ["Europe/London"])

    func days(_ first: String, _ last: String, high: Double) -> [DailyForecast] {
        let start = LocalDate(iso8601: first)!.daysSinceEpoch, end = LocalDate(iso8601: last)!.daysSinceEpoch
        return (start...end).map { DailyForecast(date: LocalDate(daysSinceEpoch: $0), temperatureMax: high) }
    }

    @Test("across the seam: the archive to the 18th, the recent past from the 19th, each side's extra days dropped, none twice")
    func seam() async throws {
        // Each side sends more than its share, overlapping the other: only its own dates are kept.
        let repository = ObservedWeatherRepositorySpy(
            archived: days("2026-11-10", "2026-11-20", high: 1), recent: days("2026-11-17", "2026-11-24", high: 2), timeZoneIdentifier: "Europe/London"
        )
        let service = HistoryService(places: places, repository: repository, zones: zones, clock: clock)
        let report = try await service.history(for: HistoryRequest(location: london, first: LocalDate(iso8601: "2026-11-10")!, last: LocalDate(iso8601: "2026-11-22")!))
        #expect(report.observed.days.map(\.date.iso8601) == (10...22).map { "2026-11-\($0)" })
        #expect(report.observed.days.map(\.temperatureMax) == Array(repeating: 1, count: 9) + Array(repeating: 2, count: 4))
        #expect(repository.archivedCalls.invocations == [LocalDate(iso8601: "2026-11-10")!...LocalDate(iso8601: "2026-11-18")!])
        #expect(repository.recentCalls.invocations == [5])
        #expect(report.archived?.upperBound.iso8601 == "2026-11-18" && report.recent?.lowerBound.iso8601 == "2026-11-19")
    }

    @Test("a day missing from an answer is a bad response, never a table with a hole")
    func gap() async throws {
        let repository = ObservedWeatherRepositorySpy(archived: days("2026-11-10", "2026-11-12", high: 1))
        let service = HistoryService(places: places, repository: repository, zones: zones, clock: clock)
        await #expect(throws: ForecastError.self) {
            try await service.history(for: HistoryRequest(location: london, first: LocalDate(iso8601: "2026-11-10")!, last: LocalDate(iso8601: "2026-11-13")!))
        }
    }

    @Test("a date in the future or before 1940 is refused before the observations are asked", arguments: ["2026-11-25", "1939-12-31"])
    func refused(date: String) async {
        let repository = ObservedWeatherRepositorySpy()
        let service = HistoryService(places: places, repository: repository, zones: zones, clock: clock)
        await #expect(throws: ForecastError.self) {
            try await service.history(for: HistoryRequest(location: london, first: LocalDate(iso8601: date)!))
        }
        #expect(repository.archivedCalls.callCount == 0 && repository.recentCalls.callCount == 0)
    }
}
