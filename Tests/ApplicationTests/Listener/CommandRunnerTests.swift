@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("Listener")
struct ListenerTests {
    let presenter = OutputSpy()
    let provider = SpyProvider()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    func listener(_ provider: SpyProvider? = nil) -> ForecastViewsDriver {
        let provider = provider ?? self.provider
        return ForecastViewsDriver(makeUseCases: { provider }, writer: presenter, failures: presenter, router: ForecastRouter())
    }

    @Test("daily: finds the place once, runs the use case for it with the request's days and units, presents the forecast")
    func daily() async {
        let request = DailyForecastRequest(location: london, days: 3, units: .imperial)
        let status = await listener().dailyForecastsRequested([request], format: .json)
        #expect(status == .success)
        #expect(provider.resolve.invocations == [london])
        #expect(provider.daily.invocations == [DailyForecastRequest(location: .resolved(SampleForecast.london.location), days: 3, units: .imperial)])
        #expect(presenter.presented.invocations == ["daily json -"])
        #expect(presenter.failures.callCount == 0)
    }

    @Test("hourly and current: present the report with the router's ambiguity note")
    func notes() async {
        #expect(await listener().hourlyForecastsRequested([HourlyForecastRequest(location: london)], format: .table) == .success)
        #expect(await listener().currentConditionsRequested([CurrentConditionsRequest(location: london)], format: .table) == .success)
        let note = AmbiguityNote.text(for: SampleForecast.location, words: .english) ?? "none"
        #expect(presenter.presented.invocations == ["hourly table \(note)", "current table \(note)"])
    }

    @Test("search: an empty result is 'not found', exit 66, with a hint")
    func searchEmpty() async throws {
        let empty = SpyProvider(search: SearchPlacesUseCaseSpy(places: []))
        let status = await SearchInteraction.show(try PlaceQuery("Atlantis"), count: 10, units: .metric, on: .recording(empty, to: presenter))
        #expect(status == .placeNotFound)
        #expect(presenter.failures.invocations.first?.hasSuffix("check the spelling, or add a country: \"Paris, FR\"") == true)
    }

    @Test("check: yes ends 0, no ends 1, both presented")
    func check() async {
        let request = WeatherCheckRequest(location: london, condition: .rain)
        #expect(await CheckInteraction.answer(request, on: .recording(provider, to: presenter)) == .success)
        let no = SpyProvider(check: CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: false))))
        #expect(await CheckInteraction.answer(request, on: .recording(no, to: presenter)) == .no)
        #expect(presenter.presented.invocations == ["check table true", "check table false"])
    }

    @Test("presents a failure with the router's hint and ends with its exit status")
    func failure() async {
        let failing = SpyProvider(daily: GetDailyForecastUseCaseSpy(.failure(ForecastError.timedOut)))
        let status = await listener(failing).dailyForecastsRequested([DailyForecastRequest(location: london)], format: .table)
        #expect(status == .tryLater)
        #expect(presenter.failures.invocations == ["the weather service did not answer in time | try again later, or allow longer with --timeout"])
        #expect(presenter.presented.callCount == 0)
    }

    @Test("use cases that cannot be made are reported like any other failure")
    func compositionFailure() async {
        let listener = ForecastViewsDriver(
            makeUseCases: { throw ForecastError.invalidInput(reason: "bad URL") }, writer: presenter, failures: presenter, router: ForecastRouter()
        )
        #expect(await listener.dailyForecastsRequested([DailyForecastRequest(location: london)], format: .table) == .usage)
        #expect(presenter.failures.callCount == 1)
    }

    @Test("output that cannot be written ends with 74 and one line on standard error")
    func outputFailure() async {
        let output = RecordingOutput(failing: OutputFailure(reason: "No space left on device"))
        let listener = ForecastViewsDriver(
            makeUseCases: { provider }, writer: DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock()),
            failures: StandardErrorReporter(output: output), router: ForecastRouter()
        )
        #expect(await listener.dailyForecastsRequested([DailyForecastRequest(location: london)], format: .table) == .ioError)
        #expect(output.errors == ["forecast: cannot write the output: No space left on device\n"])
    }

    @Test("a comparison is asked of the comparison use case and shown with the ambiguity note; its failure ends like any other")
    func comparison() async {
        let compared = ForecastComparison(
            location: SampleForecast.location, units: .metric, forecasts: [SampleForecast.london], skipped: [], spread: []
        )
        let spy = CompareForecastsUseCaseSpy(.success(compared))
        let provider = SpyProvider(comparison: spy)
        let listener = ForecastViewsDriver(makeUseCases: { provider }, writer: presenter, failures: presenter, router: ForecastRouter())
        let request = CompareForecastsRequest(location: london, days: 3)
        #expect(await listener.comparisonRequested(request, format: .json) == .success)
        #expect(provider.resolve.invocations == [london], "the place found once, for the comparison and its warnings")
        #expect(spy.invocations == [CompareForecastsRequest(location: .resolved(SampleForecast.london.location), days: 3)])
        #expect(presenter.presented.invocations.last == "compare json 1")
        spy.stub(throwing: ForecastError.serviceError(status: 503, reason: nil))
        #expect(await listener.comparisonRequested(request, format: .table) == .serviceError)
    }
}
