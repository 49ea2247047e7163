@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("EnsembleRainCheckAnswer: check rain --ensemble, answered by the members")
struct EnsembleRainCheckAnswerTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    let provider = SpyProvider()

    @Test("check rain --ensemble: 3 of the 4 whole members give rain by 20:00; yes at 50 % (exit 0), no at 80 % (exit 1)")
    func rainCheck() async {
        #expect(await CheckInteraction.answer(EnsembleRainCheckRequest(location: london), on: .recording(provider, to: presenter)) == .success)
        #expect(await CheckInteraction.answer(EnsembleRainCheckRequest(location: london, threshold: 80), on: .recording(provider, to: presenter, format: .json)) == .no)
        #expect(presenter.presented.invocations == ["check rain ensemble table true 3 of 4", "check rain ensemble json false 3 of 4"])
    }
}
