import Domain
import Testing

@Suite("The watch planner: each rain spell, warning version, day's condition and failure told once; quiet times hold or drop")
struct WatchPlannerTests {
    static let now = Instant(secondsSince1970: 1_795_000_000)
    /// A Saturday afternoon on the machine's clock.
    static let afternoon = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 28)!, hour: 15, minute: 10)!
    static let place = ForecastLocation.place(try! PlaceQuery("Bergen"))

    static func watch(_ condition: WatchCondition, quiet: QuietTimes = QuietTimes()) -> Watch {
        Watch(name: "test", location: place, condition: condition, quiet: quiet)
    }

    static let rainWatch = watch(.rain(withinMinutes: 60, intensity: .light))
    static let warningWatch = watch(.warning(severity: .moderate))
    static let frostWatch = watch(.threshold(.frost, withinMinutes: 720, threshold: nil))

    static func rain(at minute: Int) -> WatchObservation {
        .rain(RainSighting(start: afternoon.adding(minutes: minute), method: .radar, rate: 0.5))
    }

    static func alert(_ id: String, event: String = "Wind Advisory", severity: WeatherAlert.Severity = .moderate, hours: Double = 6, headline: String = "Gusts")
        -> WeatherAlert
    {
        WeatherAlert(
            id: id, event: event, severity: severity, onset: Instant(secondsSince1970: now.secondsSince1970 - 3600),
            ends: Instant(secondsSince1970: now.secondsSince1970 + hours * 3600), headline: headline, sender: "NWS Nashville TN"
        )
    }

    /// Plans each observation in turn, from nothing remembered, and gives what each run told.
    static func runs(_ watch: Watch, _ observations: [WatchObservation], at times: [LocalDateTime]? = nil, now: Instant = now) -> [[WatchNews]] {
        var memory = WatchMemory()
        return observations.enumerated().map { index, observation in
            let plan = WatchPlanner.plan(watch, seeing: observation, remembering: memory, now: now, localTime: times?[index] ?? afternoon)
            memory = plan.memory
            return plan.news
        }
    }

    @Test("a rain spell is told once however its start moves, and a new spell after a dry run is told again")
    func rainSpells() {
        let told = Self.runs(Self.rainWatch, [Self.rain(at: 35), Self.rain(at: 30), Self.rain(at: 20), .rain(nil), Self.rain(at: 50)])
        #expect(told.map(\.count) == [1, 0, 0, 0, 1])
        #expect(told[0] == [.rain(RainSighting(start: Self.afternoon.adding(minutes: 35), method: .radar, rate: 0.5))])
    }

    @Test("a warning is told when issued, its new version as an update in the same thread, its end before time as a cancellation, once")
    func warningLife() {
        let issued = Self.alert("a")
        let updated = Self.alert("a", hours: 9, headline: "Gusts to 65 mph")
        let told = Self.runs(Self.warningWatch, [.warnings([issued]), .warnings([issued]), .warnings([updated]), .warnings([]), .warnings([])])
        #expect(told[0] == [.warningIssued(issued, thread: "a")])
        #expect(told[1].isEmpty)
        #expect(told[2] == [.warningUpdated(updated, thread: "a")])
        guard case .warningCancelled(let gone)? = told[3].first else {
            Issue.record("no cancellation in \(told[3])")
            return
        }
        #expect(gone.thread == "a" && gone.event == "Wind Advisory" && told[3].count == 1)
        #expect(told[4].isEmpty)
    }

    @Test("a new version under a new id (the NWS's way) continues the thread of the one it replaces")
    func updateUnderNewID() {
        let first = Self.alert("urn:1"), second = Self.alert("urn:2", hours: 9)
        let told = Self.runs(Self.warningWatch, [.warnings([first]), .warnings([second])])
        #expect(told[1] == [.warningUpdated(second, thread: "urn:1")])
    }

    @Test("an upgrade under a new id and a new event continues the thread of the warning its CAP references name")
    func upgradeByReference() {
        let watch = Self.alert("2.49.0.1.276.0.DWD.1", event: "Wind gusts")
        let upgrade = WeatherAlert(
            id: "2.49.0.1.276.0.DWD.2", event: "Storm gusts", severity: .severe, onset: watch.onset, ends: watch.ends, sender: "DWD",
            references: ["2.49.0.1.276.0.DWD.1"]
        )
        let told = Self.runs(Self.warningWatch, [.warnings([watch]), .warnings([upgrade])])
        #expect(told[1] == [.warningUpdated(upgrade, thread: "2.49.0.1.276.0.DWD.1")])
    }

    @Test("a warning gone after its end expired with its notice, and nothing is said")
    func expiry() {
        let ended = Self.alert("a", hours: -0.5)
        var memory = WatchMemory()
        memory.warnings = [ToldWarning(ended, thread: "a")]
        let plan = WatchPlanner.plan(Self.warningWatch, seeing: .warnings([]), remembering: memory, now: Self.now, localTime: Self.afternoon)
        #expect(plan.news.isEmpty)
        #expect(plan.memory.warnings.isEmpty)
    }

    @Test("warnings below the watch's severity, tests and cancellation messages are not told")
    func countedWarnings() {
        let severeWatch = Self.watch(.warning(severity: .severe))
        let minor = Self.alert("m", severity: .moderate)
        let test = WeatherAlert(id: "t", event: "Test", severity: .extreme, onset: nil, ends: nil, status: .test)
        let cancel = WeatherAlert(id: "c", event: "Storm", severity: .extreme, onset: nil, ends: nil, isCancellation: true)
        #expect(Self.runs(severeWatch, [.warnings([minor, test, cancel])]) == [[]])
    }

    @Test("a condition is told once a local day, again the next day")
    func conditionOnceADay() {
        let frost = WatchObservation.threshold(ThresholdSighting(time: Self.afternoon.adding(minutes: 300), value: -1.5))
        let nextDay = Self.afternoon.adding(minutes: 1440)
        let told = Self.runs(Self.frostWatch, [frost, frost, .threshold(nil), frost], at: [Self.afternoon, Self.afternoon, Self.afternoon, nextDay])
        #expect(told.map(\.count) == [1, 0, 0, 1])
    }

    @Test("a failure is said once, and the recovery once, before the news it brings")
    func failures() {
        let told = Self.runs(Self.rainWatch, [.failed(reason: "down"), .failed(reason: "still down"), Self.rain(at: 10), Self.rain(at: 5)])
        #expect(told[0] == [.failing(reason: "down")])
        #expect(told[1].isEmpty)
        #expect(told[2].first == .recovered && told[2].count == 2)
        #expect(told[3].isEmpty)
    }

    @Test("a failure keeps what was told: the spell told before it is not told again after")
    func failureKeepsMemory() {
        let told = Self.runs(Self.rainWatch, [Self.rain(at: 10), .failed(reason: "down"), Self.rain(at: 5)])
        #expect(told[2] == [.recovered])
    }

    @Test("quiet hours that hold: nothing told, then told when they end if it is still news")
    func holding() {
        let watch = Self.watch(.rain(withinMinutes: 60, intensity: .light), quiet: QuietTimes(hours: QuietTimes.hours(in: "15:00-16:00")))
        let later = Self.afternoon.adding(minutes: 60)
        let told = Self.runs(watch, [Self.rain(at: 30), Self.rain(at: 10)], at: [Self.afternoon, later])
        #expect(told.map(\.count) == [0, 1])
    }

    @Test("a spell that ends while held quiet is not told when the quiet ends")
    func heldSpellEnds() {
        let watch = Self.watch(.rain(withinMinutes: 60, intensity: .light), quiet: QuietTimes(hours: QuietTimes.hours(in: "15:00-16:00")))
        let times = [Self.afternoon, Self.afternoon.adding(minutes: 20), Self.afternoon.adding(minutes: 60)]
        #expect(Self.runs(watch, [Self.rain(at: 30), .rain(nil), .rain(nil)], at: times).map(\.count) == [0, 0, 0])
    }

    @Test("quiet hours that drop: the news is taken as told and never told")
    func dropping() {
        let quiet = QuietTimes(hours: QuietTimes.hours(in: "15:00-16:00"), holdsNews: false)
        let watch = Self.watch(.rain(withinMinutes: 60, intensity: .light), quiet: quiet)
        let told = Self.runs(watch, [Self.rain(at: 30), Self.rain(at: 10)], at: [Self.afternoon, Self.afternoon.adding(minutes: 60)])
        #expect(told.map(\.count) == [0, 0])
    }

    @Test("quiet hours run past midnight; days list the days a watch may speak on")
    func quietTimes() throws {
        let night = QuietTimes(hours: QuietTimes.hours(in: "22:00-07:00"))
        let saturday = LocalDate(year: 2026, month: 11, day: 28)!
        func at(_ hour: Int, _ minute: Int = 0, on date: LocalDate = saturday) -> LocalDateTime { LocalDateTime(date: date, hour: hour, minute: minute)! }
        #expect(night.isQuiet(at: at(23)) && night.isQuiet(at: at(6, 59)) && night.isQuiet(at: at(22)))
        #expect(!night.isQuiet(at: at(7)) && !night.isQuiet(at: at(12)))
        let weekdays = QuietTimes(days: [.monday, .tuesday, .wednesday, .thursday, .friday])
        #expect(weekdays.isQuiet(at: at(12)))
        #expect(!weekdays.isQuiet(at: at(12, on: LocalDate(year: 2026, month: 11, day: 30)!)))
    }

    @Test("quiet hours are two times HH:MM; anything else is refused")
    func quietHoursText() {
        #expect(QuietTimes.hours(in: "22:00-07:00")! == (1320, 420))
        #expect(QuietTimes.hours(in: "00:00-24:00")! == (0, 1440))
        for text in ["22-07", "22:00", "25:00-07:00", "22:60-07:00", "07:00-07:00", "2200-0700", "٢٢:٠٠-07:00", ""] {
            #expect(QuietTimes.hours(in: text) == nil, "\(text)")
        }
        #expect(Weekday(shortName: "Mon") == .monday && Weekday(shortName: "sun") == .sunday && Weekday(shortName: "monday") == nil)
    }

    @Test("a warning's version is the same for the same texts and changes with any of them, from run to run")
    func versions() {
        let alert = Self.alert("a")
        #expect(alert.version == Self.alert("a").version)
        #expect(alert.version != Self.alert("a", headline: "Gusts!").version)
        #expect(alert.version != Self.alert("a", severity: .severe).version)
        #expect(alert.version.count == 16 && alert.version.allSatisfy(\.isHexDigit))
    }
}
