@testable import Application
import ApplicationTesting
import Domain
@testable import ForecastSettings
import Testing

@Suite("Each quantity's unit: a quantity declared elsewhere is chosen like the others")
struct UnitChoicesTests {
    /// The registry's quantities, and snow depths, declared only in the tests' support.
    static let quantities = Units.quantities + [SnowDepthUnit.self]

    /// Settings over a file of `text` read with snow depths among the quantities.
    func settings(_ text: String, environment: [String: String] = [:]) throws -> Settings {
        let file = try ConfigFile(parsing: text, path: "/c.toml", providers: ProviderDirectoryDouble().providers, quantities: Self.quantities)
        return Settings(environment: environment, file: file)
    }

    /// The snow depths' unit, resolved with the registry's quantities and snow depths.
    func snowDepth(_ settings: Settings, _ flags: UnitChoices = UnitChoices()) throws -> Resolved<SnowDepthUnit>? {
        try settings.units(flags, quantities: Self.quantities)[SnowDepthUnit.self]
    }

    @Test("from its key in [units], under its own name")
    func fromFile() throws {
        let resolved = try snowDepth(try settings("[units]\nsnow_depth = \"in\"\n"))
        #expect(resolved?.value == .inches && resolved?.origin == .file)
        #expect(try settings("[units]\nsnow_depth = \"in\"\n").file?.warnings.isEmpty == true, "its key is known")
    }

    @Test("from its flag, which wins over the file and the system")
    func fromFlag() throws {
        let resolved = try snowDepth(try settings("[units]\nsystem = \"imperial\"\nsnow_depth = \"in\"\n"), UnitChoices(SnowDepthUnit.centimetres))
        #expect(resolved?.value == .centimetres && resolved?.origin == .flag)
    }

    @Test("from the system, by default or as FORECAST_UNITS says")
    func fromSystem() throws {
        let standard = try snowDepth(try settings(""))
        #expect(standard?.value == .centimetres && standard?.origin == .default)
        let variable = try snowDepth(try settings("[units]\nsnow_depth = \"cm\"\n", environment: ["FORECAST_UNITS": "imperial"]))
        #expect(variable?.value == .inches && variable?.origin == .environment("FORECAST_UNITS"))
        let units = try settings("units = \"imperial\"\n").units(UnitChoices(), quantities: Self.quantities).units
        #expect(units[SnowDepthUnit.self] == .inches && units.temperature == .fahrenheit)
    }

    @Test("a value it does not have is a configuration error naming the key and the values it has")
    func wrongValue() {
        #expect {
            _ = try settings("[units]\nsnow_depth = \"furlongs\"\n")
        } throws: { error in
            (error as? ConfigurationError)?.reason == "/c.toml line 2: units.snow_depth must be one of \"cm\", \"in\""
        }
    }

    @Test("outside the registry its key is unknown: a warning, and the system's unit")
    func unregistered() throws {
        let file = try ConfigFile(parsing: "[units]\nsnow_depth = \"in\"\n", path: "/c.toml", providers: ProviderDirectoryDouble().providers)
        #expect(file.warnings == ["/c.toml line 2: unknown key units.snow_depth (ignored)"])
        #expect(try Settings(environment: [:], file: file).units(UnitChoices())[SnowDepthUnit.self] == nil)
    }

    @Test("choices that say the same are equal, whatever was said and taken back")
    func equalChoices() {
        var choices = UnitChoices(system: .imperial, SnowDepthUnit.inches, WindSpeedUnit.knots)
        choices[SnowDepthUnit.self] = nil
        #expect(choices == UnitChoices(system: .imperial, WindSpeedUnit.knots))
        #expect(choices[SnowDepthUnit.self] == nil && choices[WindSpeedUnit.self] == .knots && choices[TemperatureUnit.self] == nil)
    }

    @Test("forecast config lists every registered quantity's unit, in the registry's order, after the system")
    func listing() throws {
        let rows = try Settings(environment: [:], file: try ConfigFile(parsing: "[units]\nwind = \"kn\"\n", path: "/c.toml"))
            .listing(paths: StandardPaths(environment: ["HOME": "/home/me"])).rows
        let unitRows = rows.filter { $0.name.hasPrefix("units") }
        #expect(unitRows.map(\.name) == ["units", "units.temperature", "units.wind", "units.precipitation", "units.height"])
        #expect(unitRows.map(\.value) == ["metric", "celsius", "kn", "mm", "m"])
        #expect(unitRows.map(\.origin) == ["default", "default", "config file", "default", "default"])
    }
}
