@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

extension CommandRunnerTests {
    @Suite("a status bar always gets one block")
    struct StatusBar {
        let output = RecordingOutput()
        let london = ForecastLocation.place(try! PlaceQuery("London"))
        /// The warnings checked beside a forecast; current's nowcast too.
        let choice = ExtrasChoice(.alerts), currentChoice = ExtrasChoice(.alerts, .nowcast)

        /// A runner over `provider` that writes for real into ``output`` as `format`, the bar's text the temperature.
        func runner(_ provider: SpyProvider, _ format: OutputFormat) throws -> CommandRunner {
            .writing(to: output, over: { provider }, format: format, presentation: try .temperatureBar(), clock: FixedClock(SampleAlerts.now))
        }

        /// A provider whose warnings are `alerts`, in force since an hour ago.
        static func provider(alerts: [WeatherAlert]) -> SpyProvider {
            let report = AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: alerts, checkedAt: SampleAlerts.now)
            return SpyProvider().serving(.alerts, GetAlertsUseCaseSpy(.success(report)))
        }

        static func inForce(_ severity: WeatherAlert.Severity) -> WeatherAlert {
            WeatherAlert(id: "urn:oid:\(severity.name)", event: "Warning", severity: severity, onset: SampleAlerts.hours(-1), ends: SampleAlerts.hours(5))
        }

        @Test("i3blocks exits 33 (urgent) while a severe or extreme warning is in force; a moderate one or none is 0", arguments: [
            (WeatherAlert.Severity.extreme, ExitStatus.urgent), (.severe, .urgent), (.moderate, .success),
        ])
        func urgent(_ severity: WeatherAlert.Severity, _ status: ExitStatus) async throws {
            let request = CurrentConditionsRequest(location: london)
            #expect(await CurrentInteraction.show([request], choice: currentChoice, on: try runner(StatusBar.provider(alerts: [StatusBar.inForce(severity)]), .i3blocks)) == status)
            #expect(output.results.joined().split(separator: "\n", omittingEmptySubsequences: false).count == 4, "three lines: \(output.results)")
        }

        @Test("a severe warning still to come is not urgent; waybar never exits 33")
        func notUrgent() async throws {
            let coming = WeatherAlert(id: "urn:oid:later", event: "Storm", severity: .extreme, onset: SampleAlerts.hours(3), ends: SampleAlerts.hours(9))
            let request = HourlyForecastRequest(location: london)
            #expect(await HourlyInteraction.show([request], choice: choice, on: try runner(StatusBar.provider(alerts: [coming]), .i3blocks)) == .success)
            #expect(await HourlyInteraction.show([request], choice: choice, on: try runner(StatusBar.provider(alerts: [StatusBar.inForce(.extreme)]), .waybar)) == .success)
        }

        @Test("the forecast cannot be had: one object on one line saying why, class error, exit 0; the message still on standard error")
        func failureWaybar() async throws {
            var provider = SpyProvider()
            provider.current = GetCurrentConditionsUseCaseSpy(.failure(ForecastError.serviceUnreachable(reason: "connection refused")))
            let status = await CurrentInteraction.show([CurrentConditionsRequest(location: london)], choice: currentChoice, on: try runner(provider, .waybar))
            #expect(status == .success)
            #expect(output.results.count == 1)
            let line = try #require(output.results.first)
            #expect(line.hasSuffix("\n") && line.dropLast().firstIndex(of: "\n") == nil)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["class"] as? [String] == ["error"] && object["text"] as? String == "⚠")
            #expect((object["tooltip"] as? String)?.contains("connection refused") == true)
            #expect(output.errors.count == 1 && output.errors[0].hasPrefix("forecast: "))
        }

        @Test("i3blocks: a failure is a short text and the error colour, exit 0")
        func failureI3blocks() async throws {
            var provider = SpyProvider()
            provider.daily = GetDailyForecastUseCaseSpy(.failure(ForecastError.timedOut))
            let status = await DailyInteraction.show([DailyForecastRequest(location: london, days: 3)], choice: choice, on: try runner(provider, .i3blocks))
            #expect(status == .success)
            #expect(output.results == ["⚠ the weather service did not answer in time\n⚠\n#FF8800\n"])
        }

        @Test("a usage error found by the use case still exits 64, with nothing on standard output")
        func usage() async throws {
            let status = await DailyInteraction.show([DailyForecastRequest(location: london, days: 17)], choice: choice, on: try runner(SpyProvider(), .waybar))
            #expect(status == .usage)
            #expect(output.results.isEmpty)
        }

        @Test("the other formats keep their exit codes on failure")
        func otherFormats() async throws {
            var provider = SpyProvider()
            provider.current = GetCurrentConditionsUseCaseSpy(.failure(ForecastError.timedOut))
            #expect(await CurrentInteraction.show([CurrentConditionsRequest(location: london)], choice: currentChoice, on: try runner(provider, .line)) == .tryLater)
            #expect(output.results.isEmpty)
        }
    }
}
