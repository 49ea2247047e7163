import Application
import ApplicationTesting
import ArgumentParser
import Domain
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

extension SnowDepthUnit: UnitArgument {
    /// `--snow-depth-unit`'s help.
    static let optionHelp = "Snow depths in this unit, whatever --units says."
}

@Suite("Each quantity's unit option, named for the quantity")
struct UnitOptionTests {
    /// The option of snow depths, a quantity declared only in the tests' support, declared as `OutputOptions`
    /// declares each registered quantity's.
    struct SnowDepthOption: ParsableArguments {
        @Option(name: .customLong(SnowDepthUnit.optionName), help: SnowDepthUnit.argumentHelp) var snowDepthUnit: SnowDepthUnit?
    }

    /// What `arguments` say of snow depths' unit.
    func choices(_ arguments: [String]) throws -> UnitChoices {
        var choices = UnitChoices()
        choices[SnowDepthUnit.self] = try SnowDepthOption.parse(arguments).snowDepthUnit
        return choices
    }

    @Test("a quantity declared elsewhere has its option: its name with hyphens and -unit, its values")
    func quantityOfItsOwn() throws {
        #expect(try choices(["--snow-depth-unit", "in"])[SnowDepthUnit.self] == .inches)
        #expect(try choices([])[SnowDepthUnit.self] == nil)
        #expect(throws: (any Error).self) { try SnowDepthOption.parse(["--snow-depth-unit", "furlongs"]) }
        let help = SnowDepthOption.helpMessage(columns: 100)
        #expect(help.contains("--snow-depth-unit <unit>") && help.contains("Snow depths in this unit, whatever --units says. (values: cm, in)"))
    }

    @Test("each registered option says its own quantity's unit and no other")
    func registered() throws {
        let wind = try OutputOptions<DailyCommand>.parse(["--wind-unit", "kn"]).unitChoices
        #expect(wind == UnitChoices(WindSpeedUnit.knots))
        let all = try OutputOptions<DailyCommand>.parse(["--precipitation-unit", "in", "--temperature-unit", "fahrenheit", "--wind-unit", "bft"]).unitChoices
        #expect(all == UnitChoices(TemperatureUnit.fahrenheit, WindSpeedUnit.beaufort, PrecipitationUnit.inches))
    }

    @Test("--units and the quantities' options together, as the commands take them")
    func withTheSystem() throws {
        let options = try OutputOptions<DailyCommand>.parse(["--units", "imperial", "--temperature-unit", "celsius"])
        #expect(options.unitChoices == UnitChoices(system: .imperial, TemperatureUnit.celsius))
    }
}
