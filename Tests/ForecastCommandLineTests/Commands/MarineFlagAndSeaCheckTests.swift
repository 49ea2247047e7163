@testable import Application
import ApplicationTesting
import ArgumentParser
import Domain
import DomainTesting
@testable import ForecastCommandLine
import Testing

@Suite("--marine and the sea checks on the command line", .providers)
struct MarineFlagAndSeaCheckTests {
    /// The status of a run of `arguments` over the samples' use cases with the sea of `repository` and the sea check
    /// over it (now 22:10 on 22 November 2026).
    func run(_ arguments: [String], repository: SampleMarineExtra.Repository = SampleMarineExtra.Repository()) async -> Int32 {
        await ForecastApp.run(
            arguments: arguments + ["--no-cache"], environment: ["HOME": "/nonexistent"],
            directory: ProviderDirectoryDouble(useCases: SpyProvider().servingSeaCheck(repository))
        )
    }

    @Test("daily --marine and hourly --marine are flags, off unless given")
    func parsing() throws {
        #expect(try DailyCommand.parse(["Biarritz", "--marine"]).marine && !DailyCommand.parse(["Biarritz"]).marine)
        #expect(try HourlyCommand.parse(["Biarritz", "--marine", "--hours", "12"]).marine && !HourlyCommand.parse(["Biarritz"]).marine)
        #expect(throws: (any Error).self) { try CurrentCommand.parse(["Biarritz", "--marine"]) }
    }

    @Test("daily --marine asks the sea for the days shown, hourly --marine for the days its hours reach; the forecast alone without it")
    func asked() async {
        let daily = SampleMarineExtra.Repository()
        #expect(await run(["daily", "London", "--marine", "--days", "3", "--no-alerts", "--format", "json"], repository: daily) == 0)
        #expect(daily.searches.callCount == 1 && daily.fetches.invocations == [3])
        let hourly = SampleMarineExtra.Repository()
        #expect(await run(["hourly", "London", "--marine", "--hours", "30", "--no-alerts", "--format", "csv"], repository: hourly) == 0)
        #expect(hourly.fetches.invocations == [3], "30 hours from the current one: three days from today's midnight")
        let none = SampleMarineExtra.Repository()
        #expect(await run(["daily", "London", "--no-alerts", "--format", "json"], repository: none) == 0)
        #expect(none.searches.callCount == 0)
    }

    @Test("far from the sea, daily --marine still shows the forecast: exit 0")
    func inland() async {
        let repository = SampleMarineExtra.Repository(seaAt: nil)
        #expect(await run(["daily", "London", "--marine", "--no-alerts", "--format", "json"], repository: repository) == 0)
        #expect(repository.fetches.callCount == 0)
    }

    /// `check waves` thresholds, with their unit options, and the status each ends with over the sample's sea.
    static let wavesThresholds: [(options: [String], status: Int32)] = [
        (["--threshold", "30"], 1), (["--threshold", "2"], 0), (["--threshold", "31"], 64), (["--threshold", "-1"], 64),
        (["--threshold", "98", "--units", "imperial"], 1), (["--threshold", "99", "--units", "imperial"], 64), (["--threshold", "31", "--units", "imperial"], 1),
    ]

    @Test("check waves --threshold: a height in the unit in force, 0 to 30 m or 0 to 98 ft; refused with 64 before any request", arguments: wavesThresholds)
    func wavesThreshold(options: [String], status: Int32) async {
        let repository = SampleMarineExtra.Repository()
        #expect(await run(["check", "waves", "London"] + options, repository: repository) == status)
        #expect((repository.searches.callCount == 0) == (status == 64), "a refused threshold asks nothing")
    }

    @Test("check swell and check sea-temperature: yes 0, no 1, a threshold out of range 64; no sea near the place 69")
    func otherChecks() async {
        #expect(await run(["check", "swell", "London", "--threshold", "1.5"]) == 0)
        #expect(await run(["check", "swell", "London"]) == 1)
        #expect(await run(["check", "sea-temperature", "London", "--threshold", "14"]) == 0)
        #expect(await run(["check", "sea-temperature", "London"]) == 1)
        #expect(await run(["check", "sea-temperature", "London", "--threshold", "36"]) == 64)
        #expect(await run(["check", "sea-temperature", "London", "--threshold", "96", "--units", "imperial"]) == 64)
        #expect(await run(["check", "waves", "London", "--format", "json"], repository: SampleMarineExtra.Repository(seaAt: nil)) == 69)
    }

    @Test("the sea checks' --within: up to 16 days, refused beyond as the other checks' windows are")
    func within() {
        #expect(exitCode(["check", "waves", "London", "--within", "16d"]) == 0 && exitCode(["check", "swell", "London", "--within", "90m"]) == 0)
        #expect(exitCode(["check", "waves", "London", "--within", "17d"]) == 64)
        #expect(message(["check", "sea-temperature", "London", "--within", "17d"]).hasPrefix("--within must be between"))
        #expect(exitCode(["check", "waves", "London", "--index", "us"]) == 64 && exitCode(["check", "swell", "London", "--ensemble"]) == 64)
    }

    func exitCode(_ arguments: [String]) -> Int32 { ParsedArguments.exitCode(arguments) }

    func message(_ arguments: [String]) -> String { ParsedArguments.message(arguments) }

}
