@testable import Application
import ApplicationTesting
import ArgumentParser
import Domain
import DomainTesting
@testable import ForecastCommandLine
@testable import ForecastSettings
import Foundation
import Testing

@Suite("forecast marine's arguments, help and units", .providers)
struct MarineCommandTests {
    func exitCode(_ arguments: [String]) -> Int32 { ParsedArguments.exitCode(arguments) }

    func message(_ arguments: [String]) -> String { ParsedArguments.message(arguments) }

    @Test("takes a place or a coordinate, --hours 1–384 or --days 1–16, the height unit and every format it offers", arguments: [
        ["marine", "Biarritz"], ["marine", "--lat", "43.48", "--lon", "-1.56"], ["marine", "Biarritz", "--hours", "1"], ["marine", "Biarritz", "--hours", "384"],
        ["marine", "Biarritz", "--days", "1"], ["marine", "Biarritz", "--days", "16"], ["marine", "Biarritz", "--height-unit", "ft", "--wind-unit", "kn"],
        ["marine", "Biarritz", "--units", "imperial", "--height-unit", "m"], ["marine", "Biarritz", "--format", "waybar"], ["marine", "Biarritz", "--format", "i3blocks"],
        ["marine", "Biarritz", "--format", "line", "--template", "{waves} {swell} {sea_temperature} {tide} {sea_state}"],
    ])
    func accepts(arguments: [String]) {
        #expect(exitCode(arguments) == 0, "\(arguments)")
    }

    @Test("refuses with exit 64: --hours with --days, either out of range, an unknown height unit, a format or option it does not take", arguments: [
        ["marine", "Biarritz", "--hours", "24", "--days", "3"], ["marine", "Biarritz", "--hours", "0"], ["marine", "Biarritz", "--hours", "385"],
        ["marine", "Biarritz", "--days", "0"], ["marine", "Biarritz", "--days", "17"], ["marine", "Biarritz", "--height-unit", "fathoms"],
        ["marine", "Biarritz", "--format", "svg"], ["marine", "Biarritz", "--no-alerts"], ["marine", "Biarritz", "--provider", "met-norway"],
    ])
    func refuses(arguments: [String]) {
        #expect(exitCode(arguments) == 64, "\(arguments)")
    }

    @Test("a template without a line's format, or with a placeholder marine has not, is refused (64) before the sea is asked", arguments: [
        ["marine", "Biarritz", "--template", "{waves}"], ["marine", "Biarritz", "--format", "line", "--template", "{temperature}"],
    ])
    func refusedTemplate(arguments: [String]) async {
        let useCases = SpyProvider()
        let status = await ForecastApp.run(arguments: arguments, environment: ["HOME": "/nonexistent"], directory: ProviderDirectoryDouble(useCases: useCases))
        #expect(status == 64 && useCases.marine.callCount == 0)
    }

    @Test("the refusals name the options and their ranges")
    func messages() {
        #expect(message(["marine", "Biarritz", "--hours", "24", "--days", "3"]) == "give --hours or --days, not both")
        #expect(message(["marine", "Biarritz", "--hours", "385"]) == "--hours must be between 1 and 384, not 385")
        #expect(message(["marine", "Biarritz", "--days", "17"]) == "--days must be between 1 and 16, not 17")
        #expect(message(["marine", "Biarritz", "--no-alerts"]) == "marine does not take --no-alerts")
    }

    @Test("the span: 24 hours by default, the hours or the days asked")
    func span() throws {
        #expect(try MarineCommand.parse(["Biarritz"]).span == .hours(24))
        #expect(try MarineCommand.parse(["Biarritz", "--hours", "72"]).span == .hours(72))
        #expect(try MarineCommand.parse(["Biarritz", "--days", "5"]).span == .days(5))
    }

    @Test("help as stored, within 80 columns, with examples, the not-for-navigation sentence, no provider, and every placeholder it takes")
    func help() throws {
        let help = ForecastCommand.helpMessage(for: MarineCommand.self, columns: 80)
        try expected.check(help, against: "help-marine.txt")
        #expect(help.split(separator: "\n").allSatisfy { String($0).displayWidth <= 80 })
        #expect(help.contains("Examples:") && help.contains("--height-unit <unit>") && !help.contains("Open-Meteo"))
        #expect(help.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("The sea level is a model's value on a coarse grid, tides included: not for navigation."))
        let advertised = Set(help.matches(of: /\{([a-z0-9_]+)\}/).map { String($0.output.1) }).subtracting(["placeholders"])
        #expect(advertised == Set(LineValues.marine))
        #expect(ForecastCommand.commandNames.contains("marine"))
    }

    @Test("--height-unit says the height unit alone; --units imperial gives feet; the wind's unit gives the currents'")
    func heightUnit() throws {
        #expect(try OutputOptions<MarineCommand>.parse(["--height-unit", "ft"]).unitChoices == UnitChoices(HeightUnit.feet))
        let settings = Settings(environment: [:], file: nil, providers: ProviderDirectoryDouble().providers)
        #expect(try settings.units(OutputOptions<MarineCommand>.parse(["--height-unit", "ft"]).unitChoices).units.height == .feet)
        let imperial = try settings.units(OutputOptions<MarineCommand>.parse(["--units", "imperial"]).unitChoices).units
        #expect(imperial.height == .feet && imperial.currentSpeed == .milesPerHour)
        let knots = try settings.units(OutputOptions<MarineCommand>.parse(["--wind-unit", "kn"]).unitChoices).units
        #expect(knots.height == .metres && knots.currentSpeed == .knots)
        let beaufort = try settings.units(OutputOptions<MarineCommand>.parse(["--wind-unit", "bft"]).unitChoices).units
        #expect(beaufort.currentSpeed == .kilometresPerHour)
    }

    @Test("a run asks the marine use case for the place, the span and the units of the flags and of [units] in the configuration file")
    func run() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("forecast-marine-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("forecast"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        try "[units]\nheight = \"ft\"\n".write(to: home.appendingPathComponent("forecast/config.toml"), atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": home.path, "XDG_CACHE_HOME": home.path]
        let useCases = SpyProvider()
        let status = await ForecastApp.run(
            arguments: ["marine", "Biarritz", "--days", "3", "--wind-unit", "kn", "--no-cache", "--format", "csv"], environment: environment,
            directory: ProviderDirectoryDouble(useCases: useCases)
        )
        #expect(status == 0)
        let request = try #require(useCases.marine.lastInvocation)
        #expect(request.span == .days(3) && request.units.height == .feet && request.units.currentSpeed == .knots)
        #expect(request.location == .place(try PlaceQuery("Biarritz")))
    }
}
