import Domain
import Foundation
import Platform
import StubServer
import Testing

/// The catalogue's history use case through libcurl against the stub: the archive's days and the recent past's,
/// joined at the seam.
@Suite("History from the catalogue, against a loopback stand-in")
struct HistoryCatalogueTests {
    func history(_ stub: WeatherStubServer) throws -> any GetHistoryUseCase {
        try WeatherServices.atStub(stub).make(.history)
    }

    @Test("the last twelve days of London: the archive's to today−6, the recent past's after, each date once, asked as documented")
    func acrossTheSeam() async throws {
        try await withStubServer { stub in
            let today = LocalDateTime(Instant(secondsSince1970: Date().timeIntervalSince1970), utcOffsetSeconds: 0).date
            let first = LocalDate(daysSinceEpoch: today.daysSinceEpoch - 11), last = LocalDate(daysSinceEpoch: today.daysSinceEpoch - 1)
            let report = try await history(stub).history(for: HistoryRequest(location: .place(try PlaceQuery("London")), first: first, last: last))
            #expect(report.observed.days.map(\.date) == (first.daysSinceEpoch...last.daysSinceEpoch).map(LocalDate.init(daysSinceEpoch:)))
            let archive = try #require(stub.requests(to: .archive).first), recent = try #require(stub.requests(to: .forecast).first)
            #expect(archive.query["start_date"] == first.iso8601 && archive.query["end_date"] == LocalDate(daysSinceEpoch: today.daysSinceEpoch - 6).iso8601)
            #expect(recent.query["past_days"] == "5" && recent.query["forecast_days"] == "1")
            #expect(report.archived?.upperBound.daysSinceEpoch == today.daysSinceEpoch - 6 && report.recent?.lowerBound.daysSinceEpoch == today.daysSinceEpoch - 5)
        }
    }
}
