@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("AirInteraction: what air asks the use case, what it shows, and how the run ends")
struct AirInteractionTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("the air is asked as requested, once a place, and every place's report shown in one document")
    func shown() async {
        let provider = SpyProvider()
        let requests = [AirQualityRequest(location: london, hours: 12), AirQualityRequest(location: london, hours: 6, index: .us)]
        #expect(await AirInteraction.show(requests, on: .recording(provider, to: presenter, format: .json)) == .success)
        #expect(provider.air.invocations == requests)
        let hours = SampleAir.london.hours.count
        #expect(presenter.presented.invocations == ["air json \(hours),\(hours)"])
        #expect(presenter.written(AirDocument.self).first?.reports == [SampleAir.london, SampleAir.london])
    }

    @Test("a service that limits requests is told with its hint, nothing is shown, and the run ends 'try later' (75)")
    func rateLimited() async {
        let provider = SpyProvider().serving(.airQuality, GetAirQualityUseCaseSpy(.failure(ForecastError.rateLimited(reason: nil))))
        #expect(await AirInteraction.show([AirQualityRequest(location: london)], on: .recording(provider, to: presenter)) == .tryLater)
        #expect(presenter.presented.callCount == 0 && presenter.failures.callCount == 1)
    }
}
