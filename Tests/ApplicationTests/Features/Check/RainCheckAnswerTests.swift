@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("RainCheckAnswer: check rain worded from a nowcast where one answers, else as the hourly check")
struct RainCheckAnswerTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    /// Rain from 14:30 (light), moderate at 14:35, for the radar's 110 minutes.
    let rates: [Double?] = [0, 0, 0.4, 3.0, 0] + Array(repeating: 0, count: 17)

    func check(
        within minutes: Int = 30, intensity: PrecipitationIntensity = .light, threshold: Double? = nil, format: OutputFormat = .table,
        provider: SpyProvider
    ) async -> ExitStatus {
        let request = WeatherCheckRequest(location: london, condition: .rain, withinMinutes: minutes, threshold: threshold)
        return await CheckInteraction.answer(
            RainCheckRequest(hourly: request, intensity: intensity, now: SampleAlerts.now), on: .recording(provider, to: presenter, format: format)
        )
    }

    @Test("yes, with the minute, the intensity and the rate: light rain from 14:30 within 30 minutes (exit 0)")
    func yes() async {
        let provider = SpyProvider.radar(rates: rates)
        #expect(await check(provider: provider) == .success)
        #expect(presenter.presented.invocations == ["check rain nowcast table true"])
        #expect(presenter.written(NowcastRainCheckDocument.self).map(\.line) == ["yes: rain from 14:30 (light, 0.4 mm/h)"])
        #expect(provider.nowcast.nowcastCalls.invocations.first?.minutes == 30 && provider.check.callCount == 0)
    }

    @Test("--intensity moderate: the first step of moderate rain or more")
    func moderate() async {
        #expect(await check(intensity: .moderate, provider: SpyProvider.radar(rates: rates)) == .success)
        #expect(presenter.presented.invocations == ["check rain nowcast table true"])
        #expect(presenter.written(NowcastRainCheckDocument.self).map(\.line) == ["yes: moderate or heavy rain from 14:35 (moderate, 3.0 mm/h)"])
    }

    @Test("no: no heavy rain in the window (exit 1), with the heaviest rate known in it; rain after the window does not count")
    func no() async {
        #expect(await check(intensity: .heavy, provider: SpyProvider.radar(rates: rates)) == .no)
        let later = SpyProvider.radar(rates: Array(repeating: 0, count: 6) + [1.0] + Array(repeating: 0, count: 15))
        #expect(await check(within: 30, provider: later) == .no)
        #expect(presenter.presented.invocations == ["check rain nowcast table false", "check rain nowcast table false"])
        #expect(presenter.written(NowcastRainCheckDocument.self).map(\.line) == [
            "no: no heavy rain expected in the next 30 min (heaviest 3.0 mm/h, radar)",
            "no: no rain expected in the next 30 min (heaviest 0.0 mm/h, radar)",
        ])
    }

    @Test("a chance threshold where a nowcast answers is a usage error (exit 64), before the nowcast is asked")
    func thresholdRefused() async {
        let provider = SpyProvider.radar(rates: rates)
        #expect(await check(threshold: 50, provider: provider) == .usage)
        #expect(presenter.failures.invocations.first?.contains("--threshold is a chance of precipitation") == true)
        #expect(presenter.failures.invocations.first?.hasSuffix("| see 'forecast --help'") == true)
        #expect(provider.nowcast.nowcastCalls.callCount == 0 && presenter.presented.callCount == 0)
    }

    @Test("where no nowcast covers the place natively, the hourly check answers for the place found, and no nowcast is asked")
    func notCovered() async {
        let provider = SpyProvider.radar(rates: rates, area: [])
        #expect(await check(threshold: 50, provider: provider) == .success)
        #expect(presenter.presented.invocations == ["check table true"])
        #expect(provider.nowcast.nowcastCalls.callCount == 0 && provider.check.lastInvocation?.location == .resolved(SampleForecast.london.location))
    }

    @Test("JSON and CSV: the machine values of the nowcast's answer")
    func records() async throws {
        #expect(await check(format: .json, provider: SpyProvider.radar(rates: rates)) == .success)
        let request = WeatherCheckRequest(location: london, condition: .rain, withinMinutes: 30)
        let answer = try await SpyProvider.radar(rates: rates).make(.rainCheck).check(RainCheckRequest(hourly: request, now: SampleAlerts.now))
        guard case .nowcast(let nowcast) = answer else { Issue.record("not a nowcast's answer"); return }
        let document = NowcastRainCheckDocument(answer: nowcast)
        let json = document.json.serialized()
        #expect(json.contains("\"method\": \"radar\"") && json.contains("\"first\": \"2026-11-22T14:30:00+00:00\"") && json.contains("\"first_intensity\": \"light\""))
        #expect(document.csv.header == ["place", "answer", "condition", "method", "intensity", "within", "first", "first_intensity", "precipitation_rate_mm_h", "fetched_at", "stale"])
    }
}
