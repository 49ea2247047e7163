@testable import Application
import Domain
import DomainTesting
import Testing

@Suite("Listener: forecast nowcast over the use cases")
struct NowcastListenerTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// A provider whose radar covers London with 5-minute steps of `rates` from now (14:20 UTC, London's clock).
    static func provider(rates: [Double?], area: [CoordinateBox]? = nil) -> SpyProvider {
        let steps = rates.enumerated().map { index, rate in
            NowcastStep(time: Instant(secondsSince1970: SampleAlerts.now.secondsSince1970 + Double(index * 300)), precipitationRate: rate)
        }
        var provider = SpyProvider()
        let outcome = NowcastOutcome.nowcast(Nowcast(method: .radar, stepMinutes: 5, steps: steps))
        provider.nowcast = area.map { NowcastRepositorySpy(outcome: outcome, timeZoneIdentifier: "Europe/London", area: $0) }
            ?? NowcastRepositorySpy(outcome: outcome, timeZoneIdentifier: "Europe/London")
        return provider
    }

    @Test("the nowcast is asked for the place and the window, and shown with its outlook")
    func shown() async {
        let provider = Self.provider(rates: [0, 0, 0.4, 3.0, 0])
        let status = await NowcastCommand.show([NowcastRequest(location: london, minutes: 60)], on: .recording(provider, to: presenter))
        #expect(status == .success && presenter.failures.callCount == 0)
        #expect(presenter.presented.invocations == ["nowcast table Rain from about 14:30, heaviest 3.0 mm/h at 14:35, easing by 14:40"])
        #expect(provider.nowcast.nowcastCalls.invocations == [NowcastRepositorySpy.Call(place: SampleForecast.londonPlace, minutes: 60)])
    }

    @Test("no service with a nowcast for the place is a service error, told once, and nothing is shown")
    func noneCovers() async {
        let status = await NowcastCommand.show([NowcastRequest(location: london)], on: .recording(SpyProvider(), to: presenter, format: .json))
        #expect(status == .serviceError && presenter.presented.callCount == 0 && presenter.failures.callCount == 1)
    }
}
