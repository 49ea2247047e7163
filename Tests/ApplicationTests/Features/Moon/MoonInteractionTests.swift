@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("MoonInteraction: what moon asks the use case, what it shows, and how the run ends")
struct MoonInteractionTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    let date = LocalDate(year: 2026, month: 11, day: 22)!

    @Test("each place is found, its days computed from the date asked, and shown in one document in the format asked")
    func shown() async {
        let provider = SpyProvider()
        let status = await MoonInteraction.show([SkyRequest(location: london, date: date, days: 2)], on: .recording(provider, to: presenter, format: .csv))
        #expect(status == .success && presenter.failures.callCount == 0)
        #expect(provider.resolve.invocations == [london])
        #expect(presenter.presented.invocations == ["moon csv 2"])
        let report = presenter.written(MoonDocument.self).first?.reports.first
        #expect(report?.location == SampleForecast.london.location && report?.days.map(\.date) == [date, LocalDate(daysSinceEpoch: date.daysSinceEpoch + 1)])
    }

    @Test("a place search that times out is told, nothing is shown, and the run ends 'try later' (75)")
    func timedOut() async {
        let provider = SpyProvider().serving(.resolvePlace, ResolvePlaceUseCaseSpy(.failure(ForecastError.timedOut)))
        #expect(await MoonInteraction.show([SkyRequest(location: london, date: date)], on: .recording(provider, to: presenter)) == .tryLater)
        #expect(presenter.presented.callCount == 0)
        #expect(presenter.failures.invocations == ["the weather service did not answer in time | try again later, or allow longer with --timeout"])
    }
}
