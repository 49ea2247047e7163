import StubServer
import Testing

/// "A misspelt command is never a silent guess": the first word close to a command is looked up as a place, and when
/// the stand-in finds none (it knows only London, Hollywood, Enschede, Beijing and Antarctica), the answer is a usage
/// error suggesting the command. The found-place note is tested over the test doubles (`CommandLookalikeListenerTests`).
@Suite("A command misspelt, end to end against the loopback stand-in")
struct CommandSpellingEndToEndTests {
    /// Runs `forecast` against a fresh stub server.
    func run(_ arguments: [String]) async throws -> (ForecastRun, [StubRequest]) {
        try await ForecastProcess.runAgainstFreshStub(arguments)
    }

    @Test("a word close to a command, no place by that name: exit 64 with one line suggesting it, after the place search", arguments: [
        ("dialy", "daily"), ("daliy", "daily"), ("houry", "hourly"), ("hourlly", "hourly"), ("curent", "current"), ("comapre", "compare"),
        ("alrets", "alerts"), ("moom", "moon"), ("histroy", "history"), ("chek", "check"), ("serach", "search"), ("hour", "hourly"),
        ("comp", "compare"),
    ])
    func noPlace(typo: String, command: String) async throws {
        let (run, requests) = try await run([typo])
        #expect(run.status == 64)
        #expect(run.standardError == "forecast: no place found matching \"\(typo)\"; did you mean 'forecast \(command)'?\n")
        #expect(run.standardOutput.isEmpty)
        #expect(requests.allSatisfy { $0.path == "/v1/search" } && !requests.isEmpty, "the word was looked up as a place first")
    }

    @Test("a command misspelt before more arguments: exit 64, the parser's complaint and the suggestion in one line, no request", arguments: [
        (["dialy", "London"], "Unexpected argument 'London'; did you mean 'forecast daily'?"),
        (["hourlly", "Paris", "--hours", "5"], "did you mean 'forecast hourly'?"),
        (["chek", "rain", "London"], "did you mean 'forecast check'?"),
        (["comapre", "London", "--days", "5"], "did you mean 'forecast compare'?"),
    ])
    func refused(arguments: [String], told: String) async throws {
        let (run, requests) = try await run(arguments)
        #expect(run.status == 64)
        #expect(requests.isEmpty)
        #expect(run.standardError.hasPrefix("forecast: ") && run.standardError.contains(told), "\(run.standardError)")
        #expect(run.standardError.filter { $0 == "\n" }.count == 1)
    }

    @Test("a line whose fault is not the word gets no suggestion: Ayr is a place, and --past-days 99 is wrong for any command")
    func faultElsewhere() async throws {
        let (refused, requests) = try await run(["Ayr", "--past-days", "99"])
        #expect(refused.status == 64 && requests.isEmpty)
        #expect(refused.standardError == "forecast: --past-days must be between 0 and 92, not 99; see 'forecast --help'\n")
    }

    @Test("--help after a misspelt command is refused with the suggestion, not answered with the default command's help")
    func helpAfterTypo() async throws {
        let (refused, requests) = try await run(["hourlly", "--help"])
        #expect(refused.status == 64 && refused.standardOutput.isEmpty && requests.isEmpty)
        #expect(refused.standardError == "forecast: no command is called 'hourlly'; did you mean 'forecast hourly --help'?\n")
        let (place, _) = try await run(["London", "--help"])
        #expect(place.status == 0 && place.standardOutput.contains("OVERVIEW: Show the daily forecast"))
    }

    @Test("forecast help WORD: a word that names no command is a usage error, suggesting the command close to it")
    func help() async throws {
        let (misspelt, _) = try await run(["help", "dialy"])
        #expect(misspelt.status == 64 && misspelt.standardOutput.isEmpty)
        #expect(misspelt.standardError == "forecast: no command is called 'dialy'; did you mean 'forecast help daily'?\n")
        let (unknown, _) = try await run(["help", "Zzyzx"])
        #expect(unknown.status == 64 && unknown.standardError == "forecast: no command is called 'Zzyzx'; see 'forecast --help'\n")
        let (known, _) = try await run(["help", "daily"])
        #expect(known.status == 0 && known.standardOutput.hasPrefix("OVERVIEW: Show the daily forecast"))
    }

    @Test("a word close to no command is a place as before: not found is 66; a found place has no note")
    func farFromEveryCommand() async throws {
        let (zzyzx, _) = try await run(["Zzyzx"])
        #expect(zzyzx.status == 66)
        #expect(zzyzx.standardError == "forecast: no place found matching \"Zzyzx\"; check the spelling, or add a country: \"Paris, FR\"\n")
        let (london, _) = try await run(["London", "--days", "2"])
        #expect(london.status == 0 && !london.standardOutput.contains("for the command") && london.standardError.isEmpty)
    }
}
