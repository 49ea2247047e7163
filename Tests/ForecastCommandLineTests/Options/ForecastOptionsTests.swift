@testable import Application
import ApplicationTesting
import ArgumentParser
import Domain
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

@Suite("A place typed where a command's name goes", .providers)
struct ForecastOptionsTests {
    func placeTypedFirst(_ arguments: [String], aliases: String = "") throws -> String? {
        let daily = try #require(try ForecastCommand.parseAsRoot(arguments) as? DailyCommand)
        let file = aliases.isEmpty ? nil : try ConfigFile(parsing: aliases, path: "config.toml", providers: ProviderDirectoryDouble().providers)
        return daily.options.placeTypedFirst(in: arguments, settings: Settings(environment: [:], file: file, providers: ProviderDirectoryDouble().providers))
    }

    @Test("only a place typed first, alone, and no alias, stands where a command's name goes")
    func typedFirst() throws {
        #expect(try placeTypedFirst(["Ayr"]) == "Ayr")
        #expect(try placeTypedFirst(["Ayr", "--days", "3"]) == "Ayr")
        #expect(try placeTypedFirst(["daily", "Ayr"]) == nil, "daily named: the word is a place")
        #expect(try placeTypedFirst(["--days", "3", "Ayr"]) == nil)
        #expect(try placeTypedFirst(["Ayr", "--places-file", "places.txt"]) == nil)
        #expect(try placeTypedFirst(["hour"], aliases: "[places]\nhour = \"Hourtin, FR\"\n") == nil, "an alias is meant")
    }
}
