@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("DailyInteraction: what daily asks the use cases, and what it shows")
struct DailyInteractionTests {
    let presenter = OutputSpy()
    let provider = SpyProvider()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("daily: finds the place once, runs the use case for it with the request's days and units, presents the forecast")
    func daily() async {
        let request = DailyForecastRequest(location: london, days: 3, units: .imperial)
        let status = await DailyInteraction.show([request], choice: ExtrasChoice(), on: .recording(provider, to: presenter, format: .json))
        #expect(status == .success)
        #expect(provider.resolve.invocations == [london])
        #expect(provider.daily.invocations == [DailyForecastRequest(location: .resolved(SampleForecast.london.location), days: 3, units: .imperial)])
        #expect(presenter.presented.invocations == ["daily json -"])
        #expect(presenter.failures.callCount == 0)
    }
}
