@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("CurrentGlance: today's forecast and the next hours in a status bar's tooltip beside the conditions now")
struct CurrentGlanceTests {
    let output = RecordingOutput()
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    /// The warnings and the nowcast checked beside the conditions, as the command line asks them.
    let currentChoice = ExtrasChoice(.alerts, .nowcast)

    /// A runner over `provider` that writes for real into ``output`` as `format`, the bar's text the temperature.
    func runner(_ provider: SpyProvider, _ format: OutputFormat) throws -> CommandRunner {
        .writing(to: output, over: { provider }, format: format, presentation: try .temperatureBar(), clock: FixedClock(SampleAlerts.now))
    }

    @Test("current asks today's forecast and the next hours for a bar's tooltip, and only for a bar's formats")
    func glance() async throws {
        let provider = SpyProvider()
        let request = CurrentConditionsRequest(location: london)
        #expect(await CurrentInteraction.show([request], choice: currentChoice, on: try runner(provider, .line)) == .success)
        #expect(provider.daily.callCount == 0 && provider.hourly.callCount == 0)
        #expect(await CurrentInteraction.show([request], choice: currentChoice, on: try runner(provider, .waybar)) == .success)
        #expect(provider.daily.invocations.map(\.days) == [1] && provider.hourly.callCount == 1)
        #expect(provider.daily.invocations.map(\.location) == [.resolved(SampleForecast.londonNow.location)], "the place the conditions are for")
    }

    @Test("a glance that cannot be had leaves the tooltip without it, and the run succeeds")
    func glanceFails() async throws {
        var provider = SpyProvider()
        provider.daily = GetDailyForecastUseCaseSpy(.failure(ForecastError.timedOut))
        provider.hourly = GetHourlyForecastUseCaseSpy(.failure(ForecastError.timedOut))
        #expect(await CurrentInteraction.show([CurrentConditionsRequest(location: london)], choice: currentChoice, on: try runner(provider, .waybar)) == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.results.joined().utf8)) as? [String: Any])
        #expect((object["tooltip"] as? String)?.split(separator: "\n").count == 4 && object["percentage"] == nil)
    }
}
