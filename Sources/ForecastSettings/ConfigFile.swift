package import Application
package import Domain
import FoundationEssentials
import Glibc
import TOMLKit

/// What the configuration file (`config.toml`) says, checked: each setting's value, the place aliases, and a
/// warning for each key forecast does not know (ignored, so that a newer file works with an older forecast).
package struct ConfigFile: Sendable, Hashable {
    /// Where the file is.
    package let path: String
    /// `place`: used when a command is given none.
    package var place: String?
    /// `units = "metric"`, or a `[units]` table: `system`, and each quantity's unit under its name (`temperature`,
    /// `wind`, `precipitation`, …: ``Units/quantities``).
    package var units = UnitChoices()
    /// `provider`.
    package var provider: ProviderChoice?
    /// `lang`.
    package var language: Language?
    /// `days`.
    package var days: Int?
    /// `[places]`: names that stand for a place wherever one is asked for.
    package var aliases: [String: PlaceAlias] = [:]
    /// `[<provider>] key` and `plan`, for each provider that needs a key, by the provider's id.
    package var accounts: [String: ProviderAccount] = [:]
    /// `alerts`: whether forecast views check the place's official warnings (on unless `false`).
    package var alerts: Bool?
    /// `normal`: whether `daily` compares each day with the 1991–2020 normal (off unless `true`), as `--normal`.
    package var normal: Bool?
    /// `ensemble`: whether `daily` and `hourly` show the ensemble's spread (off unless `true`), as `--ensemble`.
    package var ensemble: Bool?
    /// `[cache] alerts_ttl`, in seconds: the longest warnings are kept.
    package var alertsTTL: Int?
    /// `[cache] forecast_ttl`, in seconds.
    package var forecastTTL: Int?
    /// `[cache] geocoding_ttl`, in seconds.
    package var geocodingTTL: Int?
    /// One line for each unknown key: "config.toml line 4: unknown key colour (ignored)".
    package var warnings: [String] = []
    /// `[serve]`: how `forecast serve` listens and what it allows.
    package var serve = ServeConfig()
    /// `[[watch]]`: what `forecast watch` watches, in the file's order.
    package var watches: [WatchSettings] = []

    /// The largest file read: a configuration is a few lines, and a huge one would be parsed before anything starts.
    package static let maximumBytes = 1_048_576

    /// The file at `path`, or `nil` when there is none; `provider` and the accounts are among `providers`.
    /// - Throws: ``ConfigurationError`` naming the file (and the line, when one is to blame) when it cannot be read,
    ///   is not valid TOML, or holds a value forecast cannot use.
    package static func load(from path: String, providers: [ProviderDescription]) throws(ConfigurationError) -> ConfigFile? {
        // One stat answers "is there a file", its size and its permissions, without building the errors
        // FileManager throws for a missing file (most runs have none).
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw ConfigurationError(reason: "\(path): cannot be read")
        }
        if Int(status.st_size) > maximumBytes {
            throw ConfigurationError(reason: "\(path): is larger than 1 MiB, which no configuration file needs")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConfigurationError(reason: "\(path): cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(reason: "\(path): is not UTF-8 text")
        }
        var file = try ConfigFile(parsing: text, path: path, providers: providers)
        if file.accounts.values.contains(where: { $0.key != nil }), status.st_mode & 0o044 != 0 {
            file.warnings.append("\(path) holds an API key and others can read it: chmod 600 \(path)")
        }
        return file
    }

    /// Reads the file's text; `provider` and the accounts are among `providers`, and `[units]` says the units of
    /// `quantities` (the registry's).
    /// - Throws: ``ConfigurationError`` naming `path`, the line and what is wrong.
    package init(
        parsing text: String, path: String, providers: [ProviderDescription], quantities: [any QuantityUnit.Type] = Units.quantities
    ) throws(ConfigurationError) {
        self.path = path
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigurationError(reason: "\(path) line \(error.source.begin.line): \(error.description)")
        } catch {
            throw ConfigurationError(reason: "\(path): \(error)")
        }
        var reader = ConfigReader(table: table, lines: ConfigLines(text: text), path: path)
        place = try reader.string("place")
        if reader.isTable("units") {
            units = UnitChoices(system: try reader.choice("system", in: "units"))
            for quantity in quantities {
                try units.read(quantity, from: &reader)
            }
        } else {
            units = UnitChoices(system: try reader.choice("units"))
        }
        provider = try reader.provider("provider", among: providers)
        language = try reader.choice("lang")
        days = try reader.integer("days", in: 1...ProviderChoice.largest(\.maximumDays, among: providers))
        alerts = try reader.boolean("alerts")
        normal = try reader.boolean("normal")
        ensemble = try reader.boolean("ensemble")
        aliases = try reader.aliases("places")
        for provider in providers where provider.profile().needsKey {
            accounts[provider.id] = ProviderAccount(key: try reader.string("key", in: provider.id), plan: try reader.string("plan", in: provider.id))
        }
        forecastTTL = try reader.integer("forecast_ttl", in: 0...31_536_000, table: "cache")
        geocodingTTL = try reader.integer("geocoding_ttl", in: 0...31_536_000, table: "cache")
        alertsTTL = try reader.integer("alerts_ttl", in: 0...86_400, table: "cache")
        serve = try ServeConfig(reading: &reader)
        var watchWarnings: [String] = []
        for var table in try reader.tables("watch") {
            watches.append(try WatchSettings(reading: &table))
            watchWarnings += table.unknownKeys()
        }
        warnings = reader.unknownKeys() + watchWarnings
    }
}

/// What the configuration file says of the user's account with a provider that needs a key.
package struct ProviderAccount: Sendable, Hashable {
    /// `key`: the API key.
    package var key: String?
    /// `plan`: the plan the key belongs to.
    package var plan: String?
}

/// What a place alias in `[places]` stands for: a name to look up, or a coordinate.
package enum PlaceAlias: Sendable, Hashable {
    /// A place name, as `--city` takes it: "Enschede, NL".
    case name(String)
    /// A coordinate.
    case coordinate(latitude: Double, longitude: Double)
}
