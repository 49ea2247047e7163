@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("WttrLineInteraction: what a wttr.in line asks, what it shows, and how the run ends")
struct WttrLineInteractionTests {
    let output = RecordingOutput()
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    let sun = GetSunTimesUseCaseSpy(.failure(ForecastError.timedOut))
    let moon = GetMoonPhasesUseCaseSpy(.failure(ForecastError.timedOut))

    /// The samples' provider, its Sun and Moon this test's spies (which fail unless stubbed).
    var provider: SpyProvider { SpyProvider().serving(.sunTimes, sun).serving(.moonPhases, moon) }

    /// A line of London in `format`, shown through a runner that writes for real into `output`.
    func written(_ format: String, over provider: SpyProvider) async -> ExitStatus {
        let runner = CommandRunner.writing(to: output, over: { provider }, format: .line, clock: FixedClock(SampleAlerts.now))
        return await WttrLineInteraction.show(WttrLineRequest(location: london, template: WttrTemplate(custom: format)), on: runner)
    }

    @Test("the place is found once, the conditions asked for it in the units asked (the wind in m/s for ?M), nothing else for a preset")
    func asks() async throws {
        let provider = provider
        var units = Units.imperial
        units.windSpeed = .metresPerSecond
        let request = WttrLineRequest(location: london, template: try #require(.preset("4")), units: units)
        #expect(await WttrLineInteraction.show(request, on: .recording(provider, to: presenter, format: .line)) == .success)
        #expect(provider.resolve.invocations == [london])
        #expect(provider.current.invocations == [CurrentConditionsRequest(location: .resolved(SampleForecast.london.location), units: units)])
        #expect(sun.callCount == 0 && moon.callCount == 0 && provider.air.callCount == 0 && presenter.failures.callCount == 0)
        #expect(presenter.written(WttrLineDocument.self).map(\.reports) == [[SampleForecast.londonNow]])
    }

    @Test("the Sun and the Moon are asked once the conditions are had, for the place they are for, when the format shows them")
    func sky() async throws {
        let today = SkyRequest(location: .resolved(SampleForecast.unique), date: LocalDate(iso8601: "2026-11-22"))
        sun.stub(returning: try await SampleSky.service.sunTimes(for: today))
        moon.stub(returning: try await SampleSky.service.moonPhases(for: today))
        #expect(await written("%S %m", over: provider) == .success)
        #expect(output.results == ["07:30:05 🌕"])
        let asked = [SkyRequest(location: .resolved(SampleForecast.londonNow.location))]
        #expect(sun.invocations == asked && moon.invocations == asked && provider.air.callCount == 0)
    }

    @Test("the preset 3 through a front door's runner: the line as wttr.in writes it, with its line break")
    func preset() async {
        let runner = CommandRunner.writing(to: output, over: { SpyProvider() }, format: .line, clock: FixedClock(SampleAlerts.now))
        #expect(await WttrLineInteraction.show(WttrLineRequest(location: london, template: .preset("3")!), on: runner) == .success)
        #expect(output.results == ["London: \u{1F326}   +9°C\n"] && output.errors.isEmpty)
    }

    @Test("%u: the UV index of the air now, asked for the place found")
    func uvIndex() async {
        let provider = SpyProvider()
        #expect(await written("%t UV %u", over: provider) == .success)
        #expect(output.results == ["+9°C UV 2"])
        #expect(provider.air.invocations == [AirQualityRequest(location: .resolved(SampleForecast.london.location), hours: 1)])
    }

    @Test("%u that cannot be had is ? in the line, told beside it, and the run succeeds")
    func uvFailure() async {
        var provider = SpyProvider()
        provider.air = GetAirQualityUseCaseSpy(.failure(ForecastError.timedOut))
        #expect(await written("%t UV %u", over: provider) == .success)
        #expect(output.results == ["+9°C UV ?"])
        #expect(output.errors.count == 1 && output.errors.first?.contains("the UV index could not be fetched") == true)
    }

    @Test("the Sun that cannot be had is wttr.in's unknown time, told beside the line")
    func sunFailure() async {
        #expect(await written("%S|%T|%Z", over: provider) == .success)
        #expect(output.results == ["??:??:??|??:??:??|Europe/London"])
        #expect(output.errors.count == 1 && output.errors.first?.contains("the Sun's times could not be fetched") == true)
    }

    @Test("a place not found is told, nothing is shown, and the run ends 'not found' (66), as current's does")
    func notFound() async throws {
        let atlantis = try PlaceQuery("Atlantis")
        let provider = SpyProvider().serving(.resolvePlace, ResolvePlaceUseCaseSpy(.failure(ForecastError.placeNotFound(query: atlantis, elsewhere: 0))))
        let request = WttrLineRequest(location: .place(atlantis), template: WttrTemplate.preset("3")!)
        #expect(await WttrLineInteraction.show(request, on: .recording(provider, to: presenter, format: .line)) == .placeNotFound)
        #expect(presenter.presented.callCount == 0 && presenter.failures.callCount == 1 && provider.current.callCount == 0)
    }
}
