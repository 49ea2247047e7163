@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("A watch run: news recorded as pending, sent, recorded as sent; a state that cannot be saved sends nothing")
struct WatchRunTests {
    static let kentucky = ForecastLocation.place(try! PlaceQuery("London, KY"))
    static let warnings = WatchEntry(watch: Watch(name: "storms", location: kentucky, condition: .warning(severity: .moderate)))

    /// A rain notice made `seconds` before the samples' now, up for an hour.
    static func rainNotice(madeSecondsAgo seconds: Double) -> Notice {
        Notice(
            watch: "storms", kind: .rain, place: "London", summary: "Rain at London", body: "Rain now (radar)", icon: "weather-showers",
            urgency: .normal, thread: nil, time: nil, expiresInSeconds: 3600, madeAt: SampleAlerts.now.secondsSince1970 - seconds
        )
    }

    /// A state in which "storms" has told the samples' warnings and has `pending` to send.
    static func state(pending: Notice) -> WatchState {
        var record = WatchRecord()
        record.pending = [pending]
        record.memory.warnings = SampleAlerts.report.alerts.map { ToldWarning($0, thread: $0.id) }
        var state = WatchState()
        state.records["storms"] = record
        return state
    }

    struct Fixture {
        let store: MemoryWatchStore
        let desktop = RecordingDesktop()
        let commands = RecordingCommands()
        let alerts = ChangingAlertCheck()

        init(state: WatchState = WatchState()) {
            store = MemoryWatchStore(state)
        }

        func run(_ entries: [WatchEntry] = [WatchRunTests.warnings], desktop: Bool = true, language: Language = .en, dryRun: Bool = false) async -> WatchRun.Outcome {
            let provider = SpyProvider().serving(.alertCheck, alerts as any CheckAlertUseCase)
            let setting = WatchRun.Setting(
                makeUseCases: { provider }, clock: FixedClock(SampleAlerts.now), language: language, units: .metric, store: store,
                desktop: desktop ? .success(self.desktop) : .failure(DeliveryError(reason: "no desktop session bus (no address)")), commands: commands
            )
            return await WatchRun(entries: entries, setting: setting).run(dryRun: dryRun)
        }
    }

    @Test("each warning is sent once, the severe one critical and the moderate one normal, and said on standard output")
    func sentOnce() async {
        let fixture = Fixture()
        let first = await fixture.run()
        #expect(first.status == .success && first.problems.isEmpty)
        #expect(fixture.desktop.notices.map(\.notice.summary) == ["Winter Storm Warning: London", "Wind Advisory: London"])
        #expect(fixture.desktop.notices.map(\.notice.urgency) == [.critical, .normal])
        #expect(first.lines.first?.hasPrefix("sent: storms: Winter Storm Warning: London — Winter Storm Warning issued November 22") == true)
        let second = await fixture.run()
        #expect(second.lines.isEmpty && fixture.desktop.notices.count == 2)
        #expect(fixture.store.state.records["storms"]?.pending.isEmpty == true)
    }

    @Test("an update replaces its warning's notice, by the id the desktop gave it; a cancellation replaces it too, once")
    func updatesReplace() async {
        let fixture = Fixture()
        fixture.alerts.set(AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: [SampleAlerts.windAdvisory], checkedAt: SampleAlerts.now))
        _ = await fixture.run()
        let updated = WeatherAlert(
            id: "urn:oid:wind.2", event: "Wind Advisory", severity: .moderate, onset: SampleAlerts.hours(-1), ends: SampleAlerts.hours(9),
            headline: "Wind Advisory extended", sender: "NWS Jackson KY"
        )
        fixture.alerts.set(AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: [updated], checkedAt: SampleAlerts.now))
        _ = await fixture.run()
        fixture.alerts.set(SampleAlerts.none)
        _ = await fixture.run()
        _ = await fixture.run()
        let shown = fixture.desktop.notices
        #expect(shown.map(\.notice.kind) == [.warningIssued, .warningUpdated, .warningCancelled])
        #expect(shown.map(\.replacing) == [nil, 1, 1])
        #expect(shown[2].notice.summary == "Cancelled: Wind Advisory, London")
    }

    @Test("when the state cannot be saved, nothing new is sent, the old state is kept, and the run ends with 73")
    func fullDisk() async {
        let fixture = Fixture()
        fixture.alerts.set(AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: [SampleAlerts.windAdvisory], checkedAt: SampleAlerts.now))
        _ = await fixture.run()
        let before = fixture.store.state
        fixture.alerts.set(SampleAlerts.report)
        fixture.store.failSaves()
        let outcome = await fixture.run()
        #expect(outcome.status == .stateUnwritable)
        #expect(outcome.problems == ["the watch state cannot be written (watch.json: No space left on device); nothing new was sent"])
        #expect(fixture.desktop.notices.map(\.notice.summary) == ["Wind Advisory: London"])
        #expect(fixture.store.state == before && before.records["storms"]?.memory.warnings.count == 1)
    }

    @Test("a desktop that refuses keeps the notice pending (exit 69), the command having had it once; the next run shows it")
    func desktopRefuses() async {
        let fixture = Fixture()
        let both = WatchEntry(watch: Watch(name: "storms", location: Self.kentucky, condition: .warning(severity: .severe)), command: ["notify-phone"])
        fixture.desktop.refuse(true)
        let refused = await fixture.run([both])
        #expect(refused.status == .serviceError && refused.lines.isEmpty && fixture.commands.commands == [["notify-phone"]])
        #expect(fixture.store.state.records["storms"]?.pending.map(\.commandRan) == [true])
        fixture.desktop.refuse(false)
        let shown = await fixture.run([both])
        #expect(shown.status == .success && shown.lines.count == 1)
        #expect(fixture.desktop.notices.map(\.notice.summary) == ["Winter Storm Warning: London"] && fixture.commands.commands.count == 1)
    }

    @Test("a warning watch at a place no service covers says so once, as a failure")
    func notCovered() async {
        let fixture = Fixture()
        fixture.alerts.set(SampleAlerts.notCovered)
        _ = await fixture.run()
        _ = await fixture.run()
        #expect(fixture.desktop.notices.map(\.notice.kind) == [.failing])
        #expect(fixture.desktop.notices.first?.notice.body.hasPrefix("no warning service covers") == true)
    }

    @Test("text kept in the state (which anyone could edit) is made safe and bounded before it is shown or sent")
    func hostileState() async {
        let hostile = Notice(
            watch: "storms\u{1B}[2J", kind: .rain, place: "Lon\u{9B}don", summary: "Rain\u{1B}]0;title\u{7}", body: "now\u{202E}", icon: "../../x",
            urgency: .normal, thread: nil, time: nil, expiresInSeconds: Int.max, madeAt: 1e300
        )
        let fixture = Fixture(state: Self.state(pending: hostile))
        let outcome = await fixture.run()
        let shown = fixture.desktop.notices.map(\.notice)
        #expect(shown.map(\.summary) == ["Rain"] && shown.map(\.watch) == ["storms"] && shown.map(\.icon) == ["dialog-information"])
        #expect(shown.first?.expiresInSeconds == 16 * 86_400 && shown.first?.madeAt == SampleAlerts.now.secondsSince1970)
        #expect(outcome.lines == ["sent: storms: Rain — now"])
    }

    @Test("notices a run recorded as pending and did not record as sent are sent by the next, once")
    func pendingSentOnce() async {
        let pending = Self.rainNotice(madeSecondsAgo: 60)
        let fixture = Fixture(state: Self.state(pending: pending))
        _ = await fixture.run()
        _ = await fixture.run()
        #expect(fixture.desktop.notices.map(\.notice) == [pending])
    }

    @Test("a pending notice that would have left the screen by now is dropped, not sent late")
    func stalePending() async {
        let fixture = Fixture(state: Self.state(pending: Self.rainNotice(madeSecondsAgo: 7200)))
        _ = await fixture.run()
        #expect(fixture.desktop.notices.isEmpty && fixture.store.state.records["storms"]?.pending.isEmpty == true)
    }

    @Test("without a desktop, a watch with a command is told there; one without says so and the run ends with 69")
    func noDesktop() async {
        let fixture = Fixture()
        let hooked = WatchEntry(watch: Watch(name: "phone", location: Self.kentucky, condition: .warning(severity: .severe)), command: ["notify-phone"])
        let outcome = await fixture.run([Self.warnings, hooked], desktop: false)
        #expect(outcome.status == .serviceError)
        #expect(outcome.problems == [#"no desktop session bus (no address): 'storms' cannot be shown; give it a command = ["program", …] to be told elsewhere"#])
        #expect(fixture.commands.commands == [["notify-phone"]])
        #expect(fixture.store.state.records["storms"] == nil)
    }

    @Test("a dry run says what would be sent, and sends and saves nothing")
    func dryRun() async {
        let fixture = Fixture()
        let outcome = await fixture.run(dryRun: true)
        #expect(outcome.lines.count == 2 && outcome.lines.allSatisfy { $0.hasPrefix("would send: storms: ") })
        #expect(fixture.desktop.notices.isEmpty && fixture.store.saveCount == 0)
    }

    @Test("a service that fails is said once, and its recovery once")
    func failing() async {
        let fixture = Fixture()
        fixture.alerts.set(SampleAlerts.none)
        fixture.alerts.fail(.serviceError(status: 503, reason: "down"))
        _ = await fixture.run()
        _ = await fixture.run()
        fixture.alerts.set(SampleAlerts.none)
        _ = await fixture.run()
        #expect(fixture.desktop.notices.map(\.notice.kind) == [.failing, .recovered])
        #expect(fixture.desktop.notices[0].notice.summary == "Cannot check London, KY")
    }

    @Test("notices are in the run's language; a service's own words stay as it wrote them")
    func language() async {
        let fixture = Fixture()
        _ = await fixture.run(language: .de)
        #expect(fixture.desktop.notices.first?.notice.body.contains("Winter Storm Warning issued November 22") == true)
        #expect(fixture.desktop.notices.last?.notice.body.contains(Catalogue(.de)("watch.warning.by", ["sender": "NWS Jackson KY"])) == true)
    }
}
