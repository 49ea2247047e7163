@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("NowcastInteraction: what nowcast asks, and what it shows")
struct NowcastInteractionTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// `minutes` after now (14:20 UTC).
    func at(_ minutes: Int) -> Instant { Instant(secondsSince1970: SampleAlerts.now.secondsSince1970 + Double(minutes * 60)) }

    @Test("the nowcast is asked for the place and the window, and shown with its outlook")
    func shown() async throws {
        let provider = SpyProvider.radar(rates: [0, 0, 0.4, 3.0, 0])
        let status = await NowcastInteraction.show([NowcastRequest(location: london, minutes: 60)], on: .recording(provider, to: presenter))
        #expect(status == .success && presenter.failures.callCount == 0)
        #expect(presenter.presented.invocations == ["nowcast table 1"])
        let report = try #require(presenter.written(NowcastDocument.self).first?.reports.first)
        let spell = NowcastSummary.RainSpell(start: at(10), startsNow: false, heaviest: NowcastStep(time: at(15), precipitationRate: 3.0), end: at(20))
        #expect(report.summary.outlook == .rain(spell))
        #expect(NowcastText.summary(report, words: .english) == "Rain from about 14:30, heaviest 3.0 mm/h at 14:35, easing by 14:40")
        #expect(provider.nowcast.nowcastCalls.invocations == [NowcastRepositorySpy.Call(place: SampleForecast.londonPlace, minutes: 60)])
    }

    @Test("no service with a nowcast for the place is a service error, told once, and nothing is shown")
    func noneCovers() async {
        let status = await NowcastInteraction.show([NowcastRequest(location: london)], on: .recording(SpyProvider(), to: presenter, format: .json))
        #expect(status == .serviceError && presenter.presented.callCount == 0 && presenter.failures.callCount == 1)
    }
}
