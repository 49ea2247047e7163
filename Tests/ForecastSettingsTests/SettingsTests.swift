@testable import Application
import ApplicationTesting
import Domain
@testable import ForecastSettings
import Testing

@Suite("Settings: flags, the environment, the configuration file, defaults")
struct SettingsTests {
    static let path = "/home/me/.config/forecast/config.toml"

    func file(_ text: String) throws -> ConfigFile {
        try ConfigFile(parsing: text, path: Self.path)
    }

    @Test("each setting comes from the flag, else the variable, else the file, else the default, and says which")
    func precedence() throws {
        let file = try file("units = \"imperial\"\nprovider = \"met-norway\"\ndays = 3\nplace = \"Oslo\"\n")
        let fileOnly = Settings(environment: [:], file: file)
        #expect(try fileOnly.unitSystem(flag: nil).value == .imperial && fileOnly.unitSystem(flag: nil).origin == .file)
        #expect(try fileOnly.unitSystem(flag: .metric).value == .metric && fileOnly.unitSystem(flag: .metric).origin == .flag)
        let withEnvironment = Settings(environment: ["FORECAST_PROVIDER": "nws", "FORECAST_DAYS": "5", "FORECAST_PLACE": "Bergen"], file: file)
        #expect(try withEnvironment.provider(flag: nil).value.id == "nws")
        #expect(try withEnvironment.provider(flag: nil).origin == .environment("FORECAST_PROVIDER"))
        #expect(try withEnvironment.days(flag: nil, standard: 7).value == 5 && withEnvironment.place?.value == "Bergen")
        let nothing = Settings(environment: ["FORECAST_UNITS": ""], file: nil)
        #expect(try nothing.unitSystem(flag: nil).origin == .default && nothing.place == nil, "an empty variable is unset")
    }

    @Test("each quantity's unit: its flag, else --units, else FORECAST_UNITS, else [units] in the file, else its system")
    func unitsPerQuantity() throws {
        let table = try file("[units]\nsystem = \"imperial\"\nwind = \"kn\"\n")
        let fromFile = try Settings(environment: [:], file: table).units(UnitChoices())
        #expect(fromFile.units == Units(temperature: .fahrenheit, windSpeed: .knots, precipitation: .inches).with(HeightUnit.feet), "the system's feet too")
        #expect(fromFile[WindSpeedUnit.self]?.origin == .file && fromFile[TemperatureUnit.self]?.origin == .file)
        let flagged = try Settings(environment: [:], file: table).units(UnitChoices(system: .metric, PrecipitationUnit.inches))
        #expect(flagged.units == Units(temperature: .celsius, windSpeed: .kilometresPerHour, precipitation: .inches), "--units beats the file's wind")
        #expect(flagged[PrecipitationUnit.self]?.origin == .flag && flagged[WindSpeedUnit.self]?.origin == .flag)
        let variable = try Settings(environment: ["FORECAST_UNITS": "metric"], file: table).units(UnitChoices(WindSpeedUnit.beaufort))
        #expect(variable.units == Units(temperature: .celsius, windSpeed: .beaufort, precipitation: .millimetres))
        #expect(variable[TemperatureUnit.self]?.origin == .environment("FORECAST_UNITS"))
        let plain = try Settings(environment: [:], file: try file("units = \"imperial\"\n")).units(UnitChoices(TemperatureUnit.celsius))
        #expect(plain.units == Units(temperature: .celsius, windSpeed: .milesPerHour, precipitation: .inches).with(HeightUnit.feet))
        #expect(throws: ConfigurationError.self) { try file("[units]\nwind = \"furlongs\"\n") }
        #expect(try file("[units]\nwind = \"ms\"\nspeed = 3\n").warnings.count == 1, "an unknown key in [units] is a warning")
    }

    @Test("a variable that cannot be used is a configuration error naming it", arguments: [
        ("FORECAST_UNITS", "kelvin"), ("FORECAST_PROVIDER", "weather.com"), ("FORECAST_DAYS", "0"), ("FORECAST_DAYS", "many"),
    ])
    func badVariable(name: String, value: String) {
        let settings = Settings(environment: [name: value], file: nil)
        #expect(throws: ConfigurationError.self) {
            _ = try settings.unitSystem(flag: nil)
            _ = try settings.provider(flag: nil)
            _ = try settings.days(flag: nil, standard: 7)
        }
    }

    @Test("aliases match without regard to case and stand for a name or a coordinate")
    func aliases() throws {
        let settings = Settings(environment: [:], file: try file("[places]\nHome = \"Enschede, NL\"\ncabin = { latitude = 61, longitude = 10.5 }\n"))
        #expect(settings.alias("home") == .name("Enschede, NL") && settings.alias("CABIN") == .coordinate(latitude: 61, longitude: 10.5))
        #expect(settings.alias("London") == nil)
    }

    @Test("a broken file names its path, the line and what is wrong", arguments: [
        ("units = \"kelvin\"", "line 1: units must be one of \"metric\", \"imperial\""),
        ("\n\n[cache]\nforecast_ttl = -1", "line 4: cache.forecast_ttl must be a whole number from 0 to 31536000"),
        ("days = 99", "line 1: days must be a whole number from 1 to 16"),
        ("[openweathermap]\nkey = 12345", "line 2: openweathermap.key must be text in quotes"),
        ("[places]\nx = { latitude = 1 }", "line 2: places.x must be a place name in quotes or { latitude = …, longitude = … }"),
        ("places = 3", "line 1: places must be a table of names"),
        ("ensemble = 1", "line 1: ensemble must be"),
        ("place = [", "line 1:"),
    ])
    func broken(text: String, message: String) {
        #expect {
            _ = try file(text)
        } throws: { error in
            guard let reason = (error as? ConfigurationError)?.reason else { return false }
            return reason.hasPrefix(Self.path + " ") && reason.contains(message)
        }
    }

    @Test("unknown keys, at the top or in a known table, are warnings naming their line; aliases are never unknown")
    func unknownKeys() throws {
        let parsed = try file("colour = \"blue\"\n[places]\nanything = \"Paris\"\n[cache]\nsize = 3\n[plugins]\nx = 1\n")
        #expect(parsed.warnings.sorted() == [
            "\(Self.path) line 1: unknown key colour (ignored)",
            "\(Self.path) line 5: unknown key cache.size (ignored)",
            "\(Self.path) line 6: unknown key plugins (ignored)",
        ].sorted())
    }

    @Test("forecast config shows every setting with its origin, the key masked, aliases sorted")
    func listing() throws {
        let settings = Settings(
            environment: ["FORECAST_OPENWEATHERMAP_KEY": "secret123"],
            file: try file("units = \"imperial\"\nensemble = true\n[places]\nb = \"Bergen\"\na = { latitude = 1, longitude = 2 }\n")
        )
        let listing = try settings.listing(paths: StandardPaths(environment: ["HOME": "/home/me"]))
        let rows = Dictionary(uniqueKeysWithValues: listing.rows.map { ($0.name, $0) })
        #expect(rows["openweathermap.key"]?.value == SettingsListing.maskedKey)
        #expect(rows["openweathermap.key"]?.origin == "FORECAST_OPENWEATHERMAP_KEY")
        #expect(rows["units"]?.origin == "config file" && rows["provider"]?.origin == "default")
        #expect(rows["ensemble"]?.value == "true" && rows["ensemble"]?.origin == "config file" && rows["normal"]?.value == "false")
        #expect(listing.rows.suffix(2).map(\.name) == ["places.a", "places.b"])
        #expect(!listing.rows.contains { $0.value.contains("secret123") })
        #expect(listing.configFile == Self.path && listing.cacheDirectory == "/home/me/.cache/forecast")
    }

    @Test("the XDG directories win over HOME; relative ones are ignored; without either there is none")
    func paths() {
        #expect(StandardPaths(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c/"]).cacheDirectory == "/c/forecast")
        #expect(StandardPaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "relative"]).configFile == "/h/.config/forecast/config.toml")
        #expect(StandardPaths(environment: [:]).cacheDirectory == nil && StandardPaths(environment: ["HOME": "x"]).configFile == nil)
    }
}
