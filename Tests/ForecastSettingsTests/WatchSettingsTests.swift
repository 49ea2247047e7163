@testable import Application
import Domain
@testable import ForecastSettings
import Testing

@Suite("[[watch]] tables: each value checked, a bad one named by its table and line")
struct WatchSettingsTests {
    static let file = """
        place = "Enschede"

        [[watch]]
        name = "umbrella"
        condition = "rain"
        place = "Bergen"
        within = "45m"
        intensity = "moderate"
        quiet = "22:00-07:00"
        days = ["mon", "fri"]
        hold = false
        command = ["notify-phone", "--topic", "$(weather)"]

        [[watch]]
        condition = "alert"
        severity = "severe"
        desktop = false
        command = ["logger"]
        colour = "red"

        [[watch]]
        condition = "frost"
        threshold = -2
        """

    @Test("every key is read, in the file's order, and defaults are the conditions' own")
    func reads() throws {
        let watches = try ConfigFile(parsing: Self.file, path: "/c.toml").watches
        #expect(watches.count == 3)
        #expect(watches[0].name == "umbrella" && watches[0].place == "Bergen")
        #expect(watches[0].watchCondition == .rain(withinMinutes: 45, intensity: .moderate))
        #expect(watches[0].quiet == QuietTimes(hours: (1320, 420), days: [.monday, .friday], holdsNews: false))
        #expect(watches[0].command == ["notify-phone", "--topic", "$(weather)"] && watches[0].desktop)
        #expect(watches[1].watchCondition == .warning(severity: .severe) && !watches[1].desktop && watches[1].place == nil)
        #expect(watches[2].watchCondition == .threshold(.frost, withinMinutes: 720, threshold: -2))
        #expect(watches[2].thresholdOrigin == "/c.toml line 23: watch[3].threshold" && watches[2].placeOrigin == "/c.toml line 21: watch[3].place")
    }

    @Test("an unknown key in a watch is one warning naming its table and line, and is ignored")
    func unknownKey() throws {
        let warnings = try ConfigFile(parsing: Self.file, path: "/c.toml").warnings
        #expect(warnings == ["/c.toml line 19: unknown key watch[2].colour (ignored)"])
    }

    @Test("a value a watch cannot use is refused, naming the table and the line", arguments: [
        ("condition = \"drizzle\"", "/c.toml line 2: watch[1].condition must be one of"),
        ("condition = \"rain\"\nwithin = \"soon\"", "/c.toml line 3: watch[1].within must be a whole number above 0"),
        ("condition = \"rain\"\nquiet = \"22-07\"", "/c.toml line 3: watch[1].quiet must be two times"),
        ("condition = \"rain\"\ndays = [\"monday\"]", "/c.toml line 3: watch[1].days must be days"),
        ("condition = \"rain\"\nseverity = \"severe\"", "/c.toml line 3: watch[1].severity is read only by condition = \"alert\""),
        ("condition = \"alert\"\nthreshold = 3", "/c.toml line 3: watch[1].threshold is not read by condition = \"alert\""),
        ("condition = \"rain\"\ncommand = []", "/c.toml line 3: watch[1].command must name a program first"),
        ("place = \"Bergen\"", "/c.toml line 1: watch[1].condition is missing"),
        ("condition = \"rain\"\ndesktop = false", "/c.toml line 3: watch[1].desktop is false and the watch has no command"),
        ("condition = \"frost\"\nwithin = \"17d\"", "/c.toml line 3: watch[1].within must be a whole number above 0"),
    ])
    func refusals(table: String, message: String) {
        #expect {
            try ConfigFile(parsing: "[[watch]]\n" + table + "\n", path: "/c.toml")
        } throws: { error in
            (error as? ConfigurationError)?.reason.hasPrefix(message) == true
        }
    }
}
