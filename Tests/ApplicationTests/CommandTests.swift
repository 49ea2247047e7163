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

    @Test("lists the values of --units and --format as they are typed, in help and in errors")
    func choices() {
        #expect(UnitsArgument.allValueStrings == ["metric", "imperial"])
        #expect(OutputFormat.allValueStrings == ["table", "json"])
        #expect(UnitsArgument.allValueDescriptions.isEmpty && OutputFormat.allValueDescriptions.isEmpty)
        #expect(DailyCommand.helpMessage(columns: 200).contains("(values: metric, imperial; default: metric)"))
        do {
            _ = try DailyCommand.parse(["--city", "London", "--units", "kelvin"])
            Issue.record("kelvin was accepted")
        } catch {
            #expect(DailyCommand.message(for: error).contains("Please provide one of 'metric' and 'imperial'"))
        }
    }

    @Test("defaults to 7 days, metric, a table")
    func defaults() throws {
        let command = try DailyCommand.parse(["--city", "London"])
        #expect(command.days == 7 && command.units == .metric && command.format == .table)
    }
}
