@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("Listener: forecast nowcast over the use cases")
struct NowcastListenerTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// A provider whose radar covers London with 5-minute steps of `rates` from now (14:20 UTC, London's clock).
    static func provider(rates: [Double?], area: [CoordinateBox]? = nil) -> SpyProvider {
        let steps = rates.enumerated().map { index, rate in
            NowcastStep(time: Instant(secondsSince1970: SampleAlerts.now.secondsSince1970 + Double(index * 300)), precipitationRate: rate)
        }
        var provider = SpyProvider()
        let outcome = NowcastOutcome.nowcast(Nowcast(method: .radar, stepMinutes: 5, steps: steps))
        provider.nowcast = area.map { NowcastRepositorySpy(outcome: outcome, timeZoneIdentifier: "Europe/London", area: $0) }
            ?? NowcastRepositorySpy(outcome: outcome, timeZoneIdentifier: "Europe/London")
        return provider
    }

    @Test("the nowcast is asked for the place and the window, and shown with its outlook")
    func shown() async {
        let provider = Self.provider(rates: [0, 0, 0.4, 3.0, 0])
        let status = await NowcastInteraction.show([NowcastRequest(location: london, minutes: 60)], on: .recording(provider, to: presenter))
        #expect(status == .success && presenter.failures.callCount == 0)
        #expect(presenter.presented.invocations == ["nowcast table Rain from about 14:30, heaviest 3.0 mm/h at 14:35, easing by 14:40"])
        #expect(provider.nowcast.nowcastCalls.invocations == [NowcastRepositorySpy.Call(place: SampleForecast.londonPlace, minutes: 60)])
    }

    @Test("no service with a nowcast for the place is a service error, told once, and nothing is shown")
    func noneCovers() async {
        let status = await NowcastInteraction.show([NowcastRequest(location: london)], on: .recording(SpyProvider(), to: presenter, format: .json))
        #expect(status == .serviceError && presenter.presented.callCount == 0 && presenter.failures.callCount == 1)
    }
}

@Suite("Listener: check rain from a nowcast where one covers the place, else the hourly check")
struct NowcastRainCheckListenerTests {
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
            NowcastRainCheck(request: request, intensity: intensity, now: SampleAlerts.now), on: .recording(provider, to: presenter, format: format)
        )
    }

    @Test("yes, with the minute, the intensity and the rate: light rain from 14:30 within 30 minutes (exit 0)")
    func yes() async {
        let provider = NowcastListenerTests.provider(rates: rates)
        #expect(await check(provider: provider) == .success)
        #expect(presenter.presented.invocations == ["check rain nowcast table yes: rain from 14:30 (light, 0.4 mm/h)"])
        #expect(provider.nowcast.nowcastCalls.invocations.first?.minutes == 30 && provider.check.callCount == 0)
    }

    @Test("--intensity moderate: the first step of moderate rain or more")
    func moderate() async {
        #expect(await check(intensity: .moderate, provider: NowcastListenerTests.provider(rates: rates)) == .success)
        #expect(presenter.presented.invocations == ["check rain nowcast table yes: moderate or heavy rain from 14:35 (moderate, 3.0 mm/h)"])
    }

    @Test("no: no heavy rain in the window (exit 1), with the heaviest rate known in it; rain after the window does not count")
    func no() async {
        #expect(await check(intensity: .heavy, provider: NowcastListenerTests.provider(rates: rates)) == .no)
        let later = NowcastListenerTests.provider(rates: Array(repeating: 0, count: 6) + [1.0] + Array(repeating: 0, count: 15))
        #expect(await check(within: 30, provider: later) == .no)
        #expect(presenter.presented.invocations == [
            "check rain nowcast table no: no heavy rain expected in the next 30 min (heaviest 3.0 mm/h, radar)",
            "check rain nowcast table no: no rain expected in the next 30 min (heaviest 0.0 mm/h, radar)",
        ])
    }

    @Test("a chance threshold where a nowcast answers is a usage error (exit 64), before the nowcast is asked")
    func thresholdRefused() async {
        let provider = NowcastListenerTests.provider(rates: rates)
        #expect(await check(threshold: 50, provider: provider) == .usage)
        #expect(presenter.failures.invocations.first?.contains("--threshold is a chance of precipitation") == true)
        #expect(presenter.failures.invocations.first?.hasSuffix("| see 'forecast --help'") == true)
        #expect(provider.nowcast.nowcastCalls.callCount == 0 && presenter.presented.callCount == 0)
    }

    @Test("where no nowcast covers the place natively, the hourly check answers for the place found, and no nowcast is asked")
    func notCovered() async {
        let provider = NowcastListenerTests.provider(rates: rates, area: [])
        #expect(await check(threshold: 50, provider: provider) == .success)
        #expect(presenter.presented.invocations == ["check table true"])
        #expect(provider.nowcast.nowcastCalls.callCount == 0 && provider.check.lastInvocation?.location == .resolved(SampleForecast.london.location))
    }

    @Test("a window beyond the steps (3 hours, or 2 hours the radar's 110 minutes do not reach) is the hourly check's")
    func beyondTheSteps() async {
        let provider = NowcastListenerTests.provider(rates: rates)
        #expect(await check(within: 180, provider: provider) == .success)
        #expect(provider.nowcast.nowcastCalls.callCount == 0 && provider.resolve.callCount == 0)
        #expect(await check(within: 120, provider: provider) == .success)
        #expect(provider.nowcast.nowcastCalls.callCount == 1 && provider.check.callCount == 2)
        #expect(presenter.presented.invocations == ["check table true", "check table true"])
    }

    @Test("no service with a nowcast here now (the radar down, no model there): the hourly check answers")
    func radarDown() async {
        var provider = SpyProvider()
        provider.nowcast = NowcastRepositorySpy(outcome: .unavailable(.radarTemporarilyUnavailable))
        #expect(await check(provider: provider) == .success)
        #expect(provider.nowcast.nowcastCalls.callCount == 1 && provider.check.callCount == 1)
        #expect(presenter.presented.invocations == ["check table true"])
    }

    @Test("JSON and CSV: the machine values of the nowcast's answer")
    func records() async throws {
        #expect(await check(format: .json, provider: NowcastListenerTests.provider(rates: rates)) == .success)
        let request = WeatherCheckRequest(location: london, condition: .rain, withinMinutes: 30)
        let answer = try await NowcastRainCheck(request: request, intensity: .light, now: SampleAlerts.now).answer(over: NowcastListenerTests.provider(rates: rates))
        guard case .nowcast(let nowcast) = answer else { Issue.record("not a nowcast's answer"); return }
        let document = NowcastRainCheckDocument(answer: nowcast)
        let json = document.json.serialized()
        #expect(json.contains("\"method\": \"radar\"") && json.contains("\"first\": \"2026-11-22T14:30:00+00:00\"") && json.contains("\"first_intensity\": \"light\""))
        #expect(document.csv.header == ["place", "answer", "condition", "method", "intensity", "within", "first", "first_intensity", "precipitation_rate_mm_h", "fetched_at", "stale"])
    }
}

@Suite("Listener: current with the nowcast's outlook where one covers the place natively")
struct CurrentNowcastListenerTests {
    let output = RecordingOutput()
    let presenter = OutputSpy()
    let request = CurrentConditionsRequest(location: .place(try! PlaceQuery("London")))

    func current(_ provider: SpyProvider, format: OutputFormat) async throws -> ExitStatus {
        var writer = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
        writer.lineTemplate = try LineTemplate("{place}: {nowcast}", placeholders: LineValues.current)
        let runner = CommandRunner(makeUseCases: { provider }, writer: writer, failures: presenter, router: ForecastRouter(), format: format)
        return await CurrentInteraction.show([request], choice: ExtrasChoice(.nowcast), on: runner)
    }

    @Test("covered: the outlook is a line of the table, as stored, with the radar credited; the nowcast is asked for the place found")
    func table() async throws {
        let provider = NowcastListenerTests.provider(rates: [0, 0, 0.4, 3.0, 0])
        #expect(try await current(provider, format: .table) == .success && presenter.failures.callCount == 0)
        try expected.check(output.results.joined(), against: "london-current-nowcast.table.txt")
        #expect(provider.nowcast.nowcastCalls.invocations == [NowcastRepositorySpy.Call(place: SampleForecast.londonPlace, minutes: 120)])
        // The name is searched once; the nowcast is asked for the place found, which stands for itself.
        #expect(provider.resolve.invocations.dropFirst().allSatisfy { if case .resolved = $0 { true } else { false } })
    }

    @Test("covered: JSON's nowcast is the outlook's machine values; the line's {nowcast} the sentence")
    func records() async throws {
        let provider = NowcastListenerTests.provider(rates: [0.2, 0.2, 0])
        #expect(try await current(provider, format: .json) == .success)
        #expect(try await current(provider, format: .line) == .success)
        let json = output.results[0]
        #expect(json.contains("\"nowcast\": {\n    \"kind\": \"rain\",\n    \"start\": \"2026-11-22T14:20:00+00:00\",\n    \"starts_now\": true"))
        #expect(json.contains("\"method\": \"radar\""))
        #expect(output.results[1] == "London: Rain now, heaviest 0.2 mm/h at 14:20, easing by 14:30\n")
    }

    @Test("not covered natively: nothing is asked, no line is shown, JSON's nowcast is null")
    func notCovered() async throws {
        let provider = NowcastListenerTests.provider(rates: [0.2], area: [])
        #expect(try await current(provider, format: .table) == .success)
        #expect(try await current(provider, format: .json) == .success)
        #expect(provider.nowcast.nowcastCalls.callCount == 0 && !output.results[0].contains("Rain soon"))
        #expect(output.results[1].contains("\"nowcast\": null"))
    }

    @Test("a nowcast that fails is one warning beside the conditions, never an error instead of them")
    func failure() async throws {
        var provider = SpyProvider()
        provider.nowcast = NowcastRepositorySpy(outcome: .unavailable(.radarTemporarilyUnavailable))
        #expect(try await current(provider, format: .table) == .success)
        #expect(output.results.count == 1 && !output.results[0].contains("Rain soon"))
        #expect(presenter.failures.invocations.count == 1 && presenter.failures.invocations.first?.hasPrefix("the nowcast could not be fetched") == true)
    }
}
