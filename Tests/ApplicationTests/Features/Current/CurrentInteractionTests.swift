@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("CurrentInteraction: the conditions now, with the nowcast's outlook where one covers the place natively")
struct CurrentInteractionTests {
    let output = RecordingOutput()
    let presenter = OutputSpy()
    let request = CurrentConditionsRequest(location: .place(try! PlaceQuery("London")))

    func current(_ provider: SpyProvider, format: OutputFormat) async throws -> ExitStatus {
        var writer = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
        writer.lineTemplate = try LineTemplate("{place}: {nowcast}", placeholders: LineValues.current)
        let runner = CommandRunner(makeUseCases: { provider }, writer: writer, failures: presenter, router: ForecastRouter(), format: format)
        return await CurrentInteraction.show([request], choice: ExtrasChoice(.nowcast), on: runner)
    }

    @Test("current: finds the place once, asks the use case for it in the request's units, and shows the report in the format asked")
    func asks() async {
        let provider = SpyProvider()
        let request = CurrentConditionsRequest(location: request.location, units: .imperial)
        #expect(await CurrentInteraction.show([request], choice: ExtrasChoice(), on: .recording(provider, to: presenter, format: .json)) == .success)
        #expect(provider.resolve.invocations == [request.location])
        #expect(provider.current.invocations == [CurrentConditionsRequest(location: .resolved(SampleForecast.london.location), units: .imperial)])
        #expect(presenter.written(CurrentDocument.self).first?.reports == [SampleForecast.londonNow] && presenter.failures.callCount == 0)
    }

    @Test("current: presents the report with the router's ambiguity note")
    func note() async {
        let status = await CurrentInteraction.show([request], choice: ExtrasChoice(.nowcast), on: .recording(SpyProvider(), to: presenter))
        #expect(status == .success)
        let note = AmbiguityNote.text(for: SampleForecast.location, words: .english) ?? "none"
        #expect(presenter.presented.invocations == ["current table \(note)"])
    }

    @Test("covered: the outlook is a line of the table, as stored, with the radar credited; the nowcast is asked for the place found")
    func table() async throws {
        let provider = SpyProvider.radar(rates: [0, 0, 0.4, 3.0, 0])
        #expect(try await current(provider, format: .table) == .success && presenter.failures.callCount == 0)
        try expected.check(output.results.joined(), against: "london-current-nowcast.table.txt")
        #expect(provider.nowcast.nowcastCalls.invocations == [NowcastRepositorySpy.Call(place: SampleForecast.londonPlace, minutes: 120)])
        // The name is searched once; the nowcast is asked for the place found, which stands for itself.
        #expect(provider.resolve.invocations.dropFirst().allSatisfy { if case .resolved = $0 { true } else { false } })
    }

    @Test("covered: JSON's nowcast is the outlook's machine values; the line's {nowcast} the sentence")
    func records() async throws {
        let provider = SpyProvider.radar(rates: [0.2, 0.2, 0])
        #expect(try await current(provider, format: .json) == .success)
        #expect(try await current(provider, format: .line) == .success)
        let json = output.results[0]
        #expect(json.contains("\"nowcast\": {\n    \"kind\": \"rain\",\n    \"start\": \"2026-11-22T14:20:00+00:00\",\n    \"starts_now\": true"))
        #expect(json.contains("\"method\": \"radar\""))
        #expect(output.results[1] == "London: Rain now, heaviest 0.2 mm/h at 14:20, easing by 14:30\n")
    }

    @Test("not covered natively: nothing is asked, no line is shown, JSON's nowcast is null")
    func notCovered() async throws {
        let provider = SpyProvider.radar(rates: [0.2], area: [])
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
