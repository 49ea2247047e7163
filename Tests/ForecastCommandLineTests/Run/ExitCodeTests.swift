@testable import Application
import ApplicationTesting
import ArgumentParser
import Domain
import DomainTesting
@testable import ForecastCommandLine
import Testing

/// Every exit code `forecast --help` documents, reached through the router's one mapping from a run's outcome.
@Suite("Exit codes: as --help lists them, each from the one mapping", .providers)
struct ExitCodeTests {
    /// An outcome of each kind the help names, by the code it must end with.
    static let outcomes: [Int32: RunOutcome] = [
        0: .shown(urgent: false),
        1: .answered(yes: false),
        33: .shown(urgent: true),
        64: .failed(UsageError(message: "--days must be between 1 and 16, not 40")),
        65: .failed(ForecastError.badResponse(reason: "not JSON")),
        66: .failed(ForecastError.placeNotFound(query: try! PlaceQuery("Atlantis"), elsewhere: 0)),
        68: .failed(ForecastError.serviceUnreachable(reason: "Could not resolve host")),
        69: .failed(ForecastError.serviceError(status: 500, reason: nil)),
        70: .failed(CancellationError()),
        73: .failed(WatchStateError(reason: "watch.json: No space left on device")),
        74: .failed(OutputFailure(reason: "No space left on device")),
        75: .failed(ForecastError.timedOut),
        77: .failed(ForecastError.keyRejected(reason: nil)),
        78: .failed(ConfigurationError(reason: "FORECAST_DAYS cannot be \"x\"")),
    ]

    /// The codes the help's "Exit codes:" paragraph lists, in its order.
    static func documentedCodes() throws -> [Int32] {
        let help = ForecastCommand.helpMessage(columns: 1000)
        let paragraph = try #require(help.firstRange(of: "Exit codes:").map { String(help[$0.upperBound...]) })
        return paragraph.matches(of: /(?:^|[ ·(])(\d{1,2})(?= [A-Za-z(]|:)/).compactMap { Int32($0.output.1) }
    }

    @Test("the help lists exactly the statuses forecast has")
    func helpListsEveryStatus() throws {
        #expect(Set(try Self.documentedCodes()) == Set(ExitStatus.allCases.map(\.rawValue)))
    }

    @Test("each documented code is what the router maps its outcome to", arguments: ExitStatus.allCases.map(\.rawValue))
    func reached(code: Int32) throws {
        let outcome = try #require(Self.outcomes[code], "no outcome for \(code)")
        #expect(ForecastRouter().exitStatus(for: outcome).rawValue == code)
    }

    /// A severe warning in force whenever the test runs (from 2000 to 2100), where the sample storm starts later.
    static let severeInForce = AlertsReport(
        location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: [
            WeatherAlert(
                id: "urn:oid:lasting", event: "Winter Storm Warning", severity: .severe, certainty: "likely", urgency: "expected",
                onset: Instant(secondsSince1970: 946_684_800), ends: Instant(secondsSince1970: 4_102_444_800), expires: nil, headline: nil,
                description: nil, instruction: nil, sender: "NWS Jackson KY", areas: ["Laurel"]
            ),
        ], checkedAt: SampleAlerts.now
    )

    /// A run of `forecast` for each documented code, over spies that answer so that the run must end with it: the
    /// command line, the interaction, the runner and the router, no process.
    static let runs: [(code: Int32, arguments: [String], useCases: SpyProvider)] = [
        (0, ["daily", "London", "--no-cache", "--no-alerts", "--format", "json"], SpyProvider()),
        (1, ["check", "rain", "London", "--no-cache"], SpyProvider().serving(.weatherCheck, CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: false))))),
        (33, ["daily", "London", "--no-cache", "--format", "i3blocks"], SpyProvider().serving(.alerts, GetAlertsUseCaseSpy(.success(severeInForce)))),
        (64, ["daily", "London", "--days", "x"], SpyProvider()),
        (65, ["daily", "London", "--no-cache", "--no-alerts"], SpyProvider().serving(.dailyForecast, GetDailyForecastUseCaseSpy(.failure(ForecastError.badResponse(reason: "not JSON"))))),
        (66, ["daily", "Atlantis", "--no-cache", "--no-alerts"], SpyProvider().serving(
            .resolvePlace, ResolvePlaceUseCaseSpy(.failure(ForecastError.placeNotFound(query: try! PlaceQuery("Atlantis"), elsewhere: 0))))),
        (68, ["daily", "London", "--no-cache", "--no-alerts"], SpyProvider().serving(.dailyForecast, GetDailyForecastUseCaseSpy(.failure(ForecastError.serviceUnreachable(reason: "refused"))))),
        (69, ["daily", "London", "--no-cache", "--no-alerts"], SpyProvider().serving(.dailyForecast, GetDailyForecastUseCaseSpy(.failure(ForecastError.serviceError(status: 500, reason: nil))))),
        (70, ["daily", "London", "--no-cache", "--no-alerts"], SpyProvider().serving(.dailyForecast, GetDailyForecastUseCaseSpy(.failure(CancellationError())))),
        (73, ["watch", "rain", "London"], SpyProvider()),
        (74, ["daily", "London", "--no-cache", "--no-alerts", "--format", "svg", "--output", "/nonexistent-directory/week.svg"], SpyProvider()),
        (75, ["daily", "London", "--no-cache", "--no-alerts"], SpyProvider().serving(.dailyForecast, GetDailyForecastUseCaseSpy(.failure(ForecastError.timedOut)))),
        (77, ["daily", "London", "--no-cache", "--no-alerts"], SpyProvider().serving(.dailyForecast, GetDailyForecastUseCaseSpy(.failure(ForecastError.keyRejected(reason: nil))))),
        (78, ["daily", "London", "--provider", "openweathermap", "--no-cache", "--no-alerts"], SpyProvider()),
    ]

    /// What a run's environment adds, by code: a state folder no one can make (even as root), for `watch`'s 73.
    static let environments: [Int32: [String: String]] = [73: ["XDG_STATE_HOME": "/proc/self/forecast-state"]]

    @Test("every documented code is reached by a run of the command line", arguments: ExitStatus.allCases.map(\.rawValue))
    func reachedByARun(code: Int32) async throws {
        let run = try #require(Self.runs.first { $0.code == code }, "no run for \(code)")
        let environment = ["HOME": "/nonexistent"].merging(Self.environments[code] ?? [:]) { $1 }
        let status = await ForecastApp.run(arguments: run.arguments, environment: environment, directory: ProviderDirectoryDouble(useCases: run.useCases))
        #expect(status == code, "\(run.arguments)")
    }

    @Test("the command line's own refusals and help end through the same mapping")
    func commandLine() async {
        #expect(await ForecastApp.run(arguments: ["daily", "London", "--days", "x"], environment: [:], directory: ProviderDirectoryDouble()) == 64)
        #expect(await ForecastApp.run(arguments: ["--version"], environment: [:], directory: ProviderDirectoryDouble()) == 0)
        let broken = ["XDG_CONFIG_HOME": "/nonexistent-\(UInt32.random(in: 0...UInt32.max))", "FORECAST_DAYS": "x"]
        #expect(await ForecastApp.run(arguments: ["daily", "London"], environment: broken, directory: ProviderDirectoryDouble()) == 78)
    }
}
