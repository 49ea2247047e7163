@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Listener: a status bar always gets one block")
struct StatusBarListenerTests {
    let output = RecordingOutput()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// The forecast views over `provider`, written for real into ``output``, the warnings checked.
    func driver(_ provider: SpyProvider) throws -> ForecastViewsDriver {
        let writer = DocumentWriter(
            output: output, styler: Styler(usesColour: false), lineTemplate: try LineTemplate("{temperature}", placeholders: LineValues.now),
            clock: FixedClock(SampleAlerts.now)
        )
        return ForecastViewsDriver(
            makeUseCases: { provider }, writer: writer, failures: StandardErrorReporter(output: output), router: ForecastRouter(), showsAlerts: true
        )
    }

    /// A provider whose warnings are `alerts`, in force since an hour ago.
    static func provider(alerts: [WeatherAlert]) -> SpyProvider {
        let report = AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: alerts, checkedAt: SampleAlerts.now)
        return SpyProvider(alerts: GetAlertsUseCaseSpy(.success(report)))
    }

    static func inForce(_ severity: WeatherAlert.Severity) -> WeatherAlert {
        WeatherAlert(id: "urn:oid:\(severity.name)", event: "Warning", severity: severity, onset: SampleAlerts.hours(-1), ends: SampleAlerts.hours(5))
    }

    @Test("i3blocks exits 33 (urgent) while a severe or extreme warning is in force; a moderate one or none is 0", arguments: [
        (WeatherAlert.Severity.extreme, ExitStatus.urgent), (.severe, .urgent), (.moderate, .success),
    ])
    func urgent(_ severity: WeatherAlert.Severity, _ status: ExitStatus) async throws {
        let request = CurrentConditionsRequest(location: london)
        #expect(try await driver(Self.provider(alerts: [Self.inForce(severity)])).currentConditionsRequested([request], format: .i3blocks) == status)
        #expect(output.results.joined().split(separator: "\n", omittingEmptySubsequences: false).count == 4, "three lines: \(output.results)")
    }

    @Test("a severe warning still to come is not urgent; waybar never exits 33")
    func notUrgent() async throws {
        let coming = WeatherAlert(id: "urn:oid:later", event: "Storm", severity: .extreme, onset: SampleAlerts.hours(3), ends: SampleAlerts.hours(9))
        let request = HourlyForecastRequest(location: london)
        #expect(try await driver(Self.provider(alerts: [coming])).hourlyForecastsRequested([request], format: .i3blocks) == .success)
        #expect(try await driver(Self.provider(alerts: [Self.inForce(.extreme)])).hourlyForecastsRequested([request], format: .waybar) == .success)
    }

    @Test("current asks today's forecast and the next hours for a bar's tooltip, and only for a bar's formats")
    func glance() async throws {
        let provider = SpyProvider()
        let request = CurrentConditionsRequest(location: london)
        #expect(try await driver(provider).currentConditionsRequested([request], format: .line) == .success)
        #expect(provider.daily.callCount == 0 && provider.hourly.callCount == 0)
        #expect(try await driver(provider).currentConditionsRequested([request], format: .waybar) == .success)
        #expect(provider.daily.invocations.map(\.days) == [1] && provider.hourly.callCount == 1)
        #expect(provider.daily.invocations.map(\.location) == [.resolved(SampleForecast.londonNow.location)], "the place the conditions are for")
    }

    @Test("a glance that cannot be had leaves the tooltip without it, and the run succeeds")
    func glanceFails() async throws {
        var provider = SpyProvider()
        provider.daily = GetDailyForecastUseCaseSpy(.failure(ForecastError.timedOut))
        provider.hourly = GetHourlyForecastUseCaseSpy(.failure(ForecastError.timedOut))
        #expect(try await driver(provider).currentConditionsRequested([CurrentConditionsRequest(location: london)], format: .waybar) == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.results.joined().utf8)) as? [String: Any])
        #expect((object["tooltip"] as? String)?.split(separator: "\n").count == 4 && object["percentage"] == nil)
    }

    @Test("the forecast cannot be had: one object on one line saying why, class error, exit 0; the message still on standard error")
    func failureWaybar() async throws {
        var provider = SpyProvider()
        provider.current = GetCurrentConditionsUseCaseSpy(.failure(ForecastError.serviceUnreachable(reason: "connection refused")))
        let status = try await driver(provider).currentConditionsRequested([CurrentConditionsRequest(location: london)], format: .waybar)
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
        let status = try await driver(provider).dailyForecastsRequested([DailyForecastRequest(location: london, days: 3)], format: .i3blocks)
        #expect(status == .success)
        #expect(output.results == ["⚠ the weather service did not answer in time\n⚠\n#FF8800\n"])
    }

    @Test("a usage error found by the use case still exits 64, with nothing on standard output")
    func usage() async throws {
        let status = try await driver(SpyProvider()).dailyForecastsRequested([DailyForecastRequest(location: london, days: 17)], format: .waybar)
        #expect(status == .usage)
        #expect(output.results.isEmpty)
    }

    @Test("the other formats keep their exit codes on failure")
    func otherFormats() async throws {
        var provider = SpyProvider()
        provider.current = GetCurrentConditionsUseCaseSpy(.failure(ForecastError.timedOut))
        #expect(try await driver(provider).currentConditionsRequested([CurrentConditionsRequest(location: london)], format: .line) == .tryLater)
        #expect(output.results.isEmpty)
    }
}
