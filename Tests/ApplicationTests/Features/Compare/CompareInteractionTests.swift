@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("CompareInteraction: what compare asks the use cases, and what it shows")
struct CompareInteractionTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("a comparison is asked of the comparison use case and shown with the ambiguity note; its failure ends like any other")
    func comparison() async {
        let compared = ForecastComparison(
            location: SampleForecast.location, units: .metric, forecasts: [SampleForecast.london], skipped: [], spread: []
        )
        let spy = CompareForecastsUseCaseSpy(.success(compared))
        let provider = SpyProvider().serving(.forecastComparison, spy)
        let request = CompareForecastsRequest(location: london, days: 3)
        #expect(await CompareInteraction.show(request, choice: ExtrasChoice(), on: .recording(provider, to: presenter, format: .json)) == .success)
        #expect(provider.resolve.invocations == [london], "the place found once, for the comparison and its warnings")
        #expect(spy.invocations == [CompareForecastsRequest(location: .resolved(SampleForecast.london.location), days: 3)])
        #expect(presenter.presented.invocations.last == "compare json 1")
        spy.stub(throwing: ForecastError.serviceError(status: 503, reason: nil))
        #expect(await CompareInteraction.show(request, choice: ExtrasChoice(), on: .recording(provider, to: presenter)) == .serviceError)
    }
}
