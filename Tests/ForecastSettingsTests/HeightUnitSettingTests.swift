@testable import Application
import ApplicationTesting
import Domain
@testable import ForecastSettings
import Testing

extension Units {
    /// These units with `unit` for its quantity.
    func with<Unit: QuantityUnit>(_ unit: Unit) -> Units {
        var units = self
        units[Unit.self] = unit
        return units
    }
}

@Suite("The sea's height unit, a registered quantity: [units] height, FORECAST_UNITS and forecast config")
struct HeightUnitSettingTests {
    /// Settings over a configuration file of `text`.
    func settings(_ text: String, environment: [String: String] = [:]) throws -> Settings {
        Settings(environment: environment, file: try ConfigFile(parsing: text, path: "/home/me/.config/forecast/config.toml"))
    }

    @Test("height = \"ft\" under [units] gives feet for heights alone; a flag beats it; the system's unit otherwise")
    func fromTheFile() throws {
        let feet = try settings("[units]\nheight = \"ft\"\n").units(UnitChoices())
        #expect(feet.units == Units.metric.with(HeightUnit.feet) && feet[HeightUnit.self]?.origin == .file)
        #expect(try settings("[units]\nheight = \"ft\"\n").units(UnitChoices(HeightUnit.metres)).units.height == .metres)
        #expect(try settings("units = \"imperial\"\n").units(UnitChoices()).units.height == .feet)
        #expect(try settings("", environment: ["FORECAST_UNITS": "imperial"]).units(UnitChoices()).units.height == .feet)
        #expect(throws: ConfigurationError.self) { try ConfigFile(parsing: "[units]\nheight = \"fathoms\"\n", path: "/c.toml") }
    }

    @Test("forecast config lists the height unit after the others, and where it came from")
    func listed() throws {
        let rows = try settings("[units]\nheight = \"ft\"\n").listing(paths: StandardPaths(environment: ["HOME": "/home/me"])).rows
        let height = try #require(rows.first { $0.name == "units.height" })
        #expect(height.value == "ft" && height.origin == "config file")
        #expect(rows.filter { $0.name.hasPrefix("units") }.last?.name == "units.height")
    }
}
