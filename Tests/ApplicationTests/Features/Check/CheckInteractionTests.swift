@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("CheckInteraction: what check asks the use case, what it shows, and how its answer ends the run")
struct CheckInteractionTests {
    let presenter = OutputSpy()
    let provider = SpyProvider()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("check: yes ends 0, no ends 1, both presented")
    func check() async {
        let request = WeatherCheckRequest(location: london, condition: .rain)
        #expect(await CheckInteraction.answer(request, on: .recording(provider, to: presenter)) == .success)
        let no = SpyProvider().serving(.weatherCheck, CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: false))))
        #expect(await CheckInteraction.answer(request, on: .recording(no, to: presenter)) == .no)
        #expect(presenter.presented.invocations == ["check table true", "check table false"])
    }
}
