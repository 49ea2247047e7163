@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("SunInteraction: what sun asks the use case, what it shows, and how the run ends")
struct SunInteractionTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    let date = LocalDate(year: 2026, month: 11, day: 22)!

    @Test("each place is found, its days computed from the date asked, and shown in one document in the format asked")
    func shown() async {
        let provider = SpyProvider()
        let status = await SunInteraction.show([SkyRequest(location: london, date: date, days: 3)], on: .recording(provider, to: presenter, format: .json))
        #expect(status == .success && presenter.failures.callCount == 0)
        #expect(provider.resolve.invocations == [london])
        #expect(presenter.presented.invocations == ["sun json 3"])
        let report = presenter.written(SunDocument.self).first?.reports.first
        #expect(report?.location == SampleForecast.london.location && report?.days.map(\.date) == [date, LocalDate(daysSinceEpoch: date.daysSinceEpoch + 1), LocalDate(daysSinceEpoch: date.daysSinceEpoch + 2)])
    }

    @Test("a place not found is told, nothing is shown, and the run ends 'not found' (66)")
    func notFound() async throws {
        let provider = SpyProvider().serving(.resolvePlace, ResolvePlaceUseCaseSpy(.failure(ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0))))
        let status = await SunInteraction.show([SkyRequest(location: .place(try PlaceQuery("Atlantis")))], on: .recording(provider, to: presenter))
        #expect(status == .placeNotFound)
        #expect(presenter.presented.callCount == 0 && presenter.failures.callCount == 1)
    }
}
