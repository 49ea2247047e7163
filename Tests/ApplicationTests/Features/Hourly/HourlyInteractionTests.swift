@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("HourlyInteraction: what hourly asks the use cases, and what it shows")
struct HourlyInteractionTests {
    let presenter = OutputSpy()
    let provider = SpyProvider()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("hourly: finds the place once, asks the use case for it with the request's hours and units, and shows the report in the format asked")
    func asks() async {
        let request = HourlyForecastRequest(location: london, hours: 12, units: .imperial)
        #expect(await HourlyInteraction.show([request], choice: ExtrasChoice(), on: .recording(provider, to: presenter, format: .csv)) == .success)
        #expect(provider.resolve.invocations == [london])
        #expect(provider.hourly.invocations == [HourlyForecastRequest(location: .resolved(SampleForecast.london.location), hours: 12, units: .imperial)])
        #expect(presenter.written(HourlyDocument.self).first?.reports == [SampleForecast.londonHours] && presenter.failures.callCount == 0)
    }

    @Test("hourly: presents the report with the router's ambiguity note")
    func note() async {
        #expect(await HourlyInteraction.show([HourlyForecastRequest(location: london)], choice: ExtrasChoice(), on: .recording(provider, to: presenter)) == .success)
        let note = AmbiguityNote.text(for: SampleForecast.location, words: .english) ?? "none"
        #expect(presenter.presented.invocations == ["hourly table \(note)"])
    }
}
