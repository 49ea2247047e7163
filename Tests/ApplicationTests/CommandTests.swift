@testable import Application
import ArgumentParser
import Domain
import Testing

@Suite("The daily command's arguments")
struct CommandTests {
    func exitCode(_ arguments: [String]) -> Int32 {
        do {
            _ = try DailyCommand.parse(arguments)
            return 0
        } catch {
            return DailyCommand.exitCode(for: error).rawValue
        }
    }

    @Test("accepts a city, or a coordinate with negative values")
    func accepts() {
        #expect(exitCode(["--city", "London"]) == 0)
        #expect(exitCode(["--lat", "-33.87", "--lon", "-151.21", "--days", "16"]) == 0)
        #expect(exitCode(["--lat=-90", "--lon=180", "--days", "1", "--units", "imperial", "--format", "json"]) == 0)
    }

    @Test("refuses bad input with exit code 64", arguments: [
        ["--city", "London", "--days", "0"], ["--city", "London", "--days", "17"], ["--lat", "91", "--lon", "0"],
        ["--lat", "0", "--lon", "-181"], ["--lat", "1"], ["--lon", "1"], [], ["--city", "  "],
        ["--city", "London", "--lat", "1", "--lon", "2"], ["--city", "London", "--units", "kelvin"],
        ["--city", "London", "--format", "xml"], ["--city", "London", "--timeout", "0"], ["--city", "London", "--days", "x"],
    ])
    func refuses(arguments: [String]) {
        #expect(exitCode(arguments) == 64)
    }

    @Test("defaults to 7 days, metric, a table")
    func defaults() throws {
        let command = try DailyCommand.parse(["--city", "London"])
        #expect(command.days == 7 && command.units == .metric && command.format == .table)
    }
}
