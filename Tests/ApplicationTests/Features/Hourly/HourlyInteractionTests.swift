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

    @Test("hourly: presents the report with the router's ambiguity note")
    func note() async {
        #expect(await HourlyInteraction.show([HourlyForecastRequest(location: london)], choice: ExtrasChoice(), on: .recording(provider, to: presenter)) == .success)
        let note = AmbiguityNote.text(for: SampleForecast.location, words: .english) ?? "none"
        #expect(presenter.presented.invocations == ["hourly table \(note)"])
    }
}
