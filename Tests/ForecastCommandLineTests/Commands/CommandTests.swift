@testable import Application
import ApplicationTesting
import ArgumentParser
import Domain
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

@Suite("The commands' arguments", .providers)
struct CommandTests {
    func exitCode(_ arguments: [String]) -> Int32 { ParsedArguments.exitCode(arguments) }

    @Test("accepts a place as an argument or --city, with daily the default command", arguments: [
        ["London"], ["--city", "London"], ["daily", "Paris, FR"], ["daily", "--city", "London", "--country", "CA"],
        ["daily", "--lat", "-33.87", "--lon", "-151.21", "--days", "16"],
        ["daily", "--lat=-90", "--lon=180", "--days", "1", "--units", "imperial", "--format", "json"],
        ["current", "London"], ["hourly", "--city", "London", "--hours", "30"], ["search", "London", "--country", "CA"],
        ["check", "rain", "London", "--within", "6h"], ["check", "frost", "--lat", "1", "--lon", "2", "--threshold", "-2"],
        ["daily", "London", "--provider", "met-norway"], ["compare", "London", "--days", "5"], ["providers", "--format", "json"],
        ["daily", "London", "--ensemble"], ["hourly", "London", "--model", "ecmwf_ifs025"], ["check", "rain", "Bergen", "--ensemble", "--threshold", "70"],
        ["history", "London", "--date", "2026-11-01", "--normal"],
        // Limits are the provider's, checked by the use case before any request: the parser takes any number.
        ["daily", "London", "--days", "-3"], ["hourly", "London", "--hours", "0"],
        // Decimal notation in all its forms; -0 is 0.
        ["daily", "--lat", "-0", "--lon", "+.5"], ["daily", "--lat", "1e1", "--lon", "-1.5E+2"], ["London", "--timeout", "0.001"],
    ])
    func accepts(arguments: [String]) {
        #expect(exitCode(arguments) == 0)
    }

    @Test("refuses bad input with exit code 64", arguments: [
        ["daily", "--lat", "91", "--lon", "0"], ["daily", "--lat", "0", "--lon", "-181"], ["daily", "--lat", "1"],
        ["daily", "--city", "  "], ["daily", "--city", "London", "--lat", "1", "--lon", "2"], ["London", "--units", "kelvin"],
        ["London", "--format", "xml"], ["London", "--timeout", "0"], ["London", "--days", "x"], ["London", "--country", "Narnia"],
        ["daily", "London", "--city", "Paris"], ["check", "hail", "London"], ["check", "rain", "London", "--within", "6x"],
        ["check", "rain", "London", "--within", "-1h"], ["search"], ["search", "London", "--country", "XX"], ["nonsense", "--x"],
        ["daily", "--lat", "1", "--lon", "2", "--country", "GB"],
        // Numbers that Double's parser takes but no one means: hex, NaN, infinity, overflow.
        ["daily", "--lat", "0x10", "--lon", "0"], ["daily", "--lat", "nan", "--lon", "0"], ["daily", "--lat", "inf", "--lon", "0"],
        ["daily", "--lat", "1e400", "--lon", "0"], ["daily", "--lat", "0", "--lon", "-infinity"],
        ["London", "--timeout", "0.0001"], ["London", "--timeout", "nan"], ["check", "heat", "London", "--threshold", "nan"],
        // Names no place has: 10 KB long, or with a line break, an escape or a bidirectional override.
        ["daily", String(repeating: "London", count: 1707)], ["daily", "--city", "Lon\ndon"], ["daily", "Lon\u{1B}[2Jdon"],
        ["search", "Lon\u{202E}don"],
        // An ensemble model no service could name; --ensemble with a check other than rain.
        ["daily", "London", "--model", "ECMWF"], ["hourly", "London", "--model", "ecmwf;rm -rf"], ["check", "frost", "London", "--ensemble"],
        ["check", "rain", "London", "--model", ""],
    ])
    func refuses(arguments: [String]) {
        #expect(exitCode(arguments) == 64)
    }

    @Test("a refused number names its option; a too-short timeout says the shortest")
    func namedOptions() {
        #expect(message(["daily", "--lat", "0x10", "--lon", "0"]).contains("--lat"))
        #expect(message(["London", "--timeout", "0.0001"]) == "--timeout must be between 0.001 and 300 s, not 0.0001")
    }

    func message(_ arguments: [String]) -> String { ParsedArguments.message(arguments) }

    @Test("check rain --intensity: with rain only, not with --ensemble nor a chance threshold; nowcast --within 5m to 2h")
    func nowcastOptions() {
        #expect(exitCode(["check", "rain", "Oslo", "--within", "30m", "--intensity", "moderate"]) == 0)
        #expect(message(["check", "frost", "Oslo", "--intensity", "heavy"]) == "--intensity goes with check rain, without --ensemble")
        #expect(message(["check", "rain", "Oslo", "--ensemble", "--intensity", "heavy"]) == "--intensity goes with check rain, without --ensemble")
        #expect(message(["check", "rain", "Oslo", "--intensity", "light", "--threshold", "50"]).hasPrefix("--intensity is read from a nowcast"))
        #expect(exitCode(["nowcast", "Oslo", "--within", "90m"]) == 0 && exitCode(["radar", "Oslo"]) == 0)
        #expect(message(["nowcast", "Oslo", "--within", "3h"]) == "--within must be between 5m and 2h, not 3h")
    }

    @Test("lists the values of --units and --format as they are typed")
    func choices() {
        #expect(UnitSystem.allValueStrings == ["metric", "imperial"])
        #expect(FormatChoice<DailyCommand>.allValueStrings == ["table", "json", "csv", "line", "waybar", "i3blocks", "svg"])
        #expect(UnitSystem.allValueDescriptions.isEmpty && FormatChoice<DailyCommand>.allValueDescriptions.isEmpty)
    }

    @Test("defaults to 7 days, 24 hours, a 12 h window, metric, open-meteo, a table, unless configured")
    func defaults() throws {
        let daily = try DailyCommand.parse(["London"])
        #expect(daily.days == nil && daily.options.output.units == nil && daily.service.provider == nil && daily.options.output.format == .table)
        let settings = Settings(environment: [:], file: nil, providers: ProviderDirectoryDouble().providers)
        #expect(try settings.days(flag: daily.days, standard: 7).value == 7 && settings.unitSystem(flag: nil).value == .metric)
        #expect(try settings.provider(flag: nil).value.id == "open-meteo")
        #expect(try HourlyCommand.parse(["London"]).hours == 24)
        #expect(try CheckCommand.parse(["rain", "London"]).within.minutes == 720)
    }

    @Test("--within reads minutes, hours and days")
    func within() {
        #expect(WithinArgument(argument: "90m")?.minutes == 90)
        #expect(WithinArgument(argument: "6h")?.minutes == 360)
        #expect(WithinArgument(argument: "2d")?.minutes == 2880)
        #expect(WithinArgument(argument: "0h") == nil && WithinArgument(argument: "h") == nil && WithinArgument(argument: "99999999999999999d") == nil)
    }

    @Test("help for each command is as stored, within 80 columns, and shows examples", arguments: [
        ("forecast", ""), ("daily", "daily"), ("hourly", "hourly"), ("current", "current"), ("search", "search"), ("check", "check"),
        ("compare", "compare"), ("alerts", "alerts"), ("air", "air"), ("nowcast", "nowcast"), ("history", "history"), ("sun", "sun"), ("moon", "moon"), ("providers", "providers"),
        ("services", "services"), ("config", "config"), ("serve", "serve"), ("mcp", "mcp"), ("watch", "watch"),
    ])
    func help(name: String, subcommand: String) throws {
        let command: any ParsableCommand.Type = switch subcommand {
        case "daily": DailyCommand.self
        case "hourly": HourlyCommand.self
        case "current": CurrentCommand.self
        case "search": SearchCommand.self
        case "check": CheckCommand.self
        case "compare": CompareCommand.self
        case "alerts": AlertsCommand.self
        case "air": AirCommand.self
        case "nowcast": NowcastCommand.self
        case "history": HistoryCommand.self
        case "sun": SunCommand.self
        case "moon": MoonCommand.self
        case "providers": ProvidersCommand.self
        case "services": ServicesCommand.self
        case "config": ConfigCommand.self
        case "serve": ServeCommand.self
        case "mcp": MCPCommand.self
        case "watch": WatchCommand.self
        default: ForecastCommand.self
        }
        let help = ForecastCommand.helpMessage(for: command, columns: 80)
        try expected.check(help, against: "help-\(name).txt")
        let wide = help.split(separator: "\n").filter { String($0).displayWidth > 80 }
        #expect(wide.isEmpty, "lines wider than 80 columns: \(wide)")
        if subcommand != "" { #expect(help.contains("Examples:")) }
        #expect(!help.contains("Open-Meteo"), "help names no provider")
    }

    @Test("a product a provider does not give is refused, saying what it gives")
    func missingProduct() throws {
        #expect(throws: Never.self) { try ProviderChoice.require(.hourly, of: "x", offering: Set(ForecastCapabilities.Product.allCases)) }
        do {
            try ProviderChoice.require(.hourly, of: "sky", offering: [.daily, .current])
            Issue.record("not refused")
        } catch {
            #expect(ForecastCommand.message(for: error) == "sky gives no hourly forecast; it gives daily and current")
            #expect(ForecastCommand.exitCode(for: error).rawValue == 64)
        }
    }

    @Test("each command's help names only placeholders its --template takes, and all of them", arguments: [
        ("daily", LineValues.daily), ("history", LineValues.daily), ("hourly", LineValues.now), ("current", LineValues.current),
        ("compare", LineValues.comparison), ("alerts", LineValues.alerts), ("search", LineValues.search), ("sun", LineValues.sun),
        ("moon", LineValues.moon), ("air", LineValues.air), ("nowcast", LineValues.nowcast), ("check", []),
    ])
    func advertisedPlaceholders(name: String, accepted: [String]) throws {
        let command = try #require(ForecastCommand.configuration.subcommands.first { $0.configuration.commandName == name })
        let help = ForecastCommand.helpMessage(for: command, columns: 80)
        let advertised = Set(help.matches(of: /\{([a-z0-9_]+)\}/).map { String($0.output.1) }).subtracting(["placeholders"])
        #expect(advertised == Set(accepted), "\(name): advertised \(advertised.sorted()), accepted \(accepted.sorted())")
        for placeholder in advertised {
            #expect(throws: Never.self) { try LineTemplate("{\(placeholder)}", placeholders: accepted) }
        }
    }
}
