import Domain

/// What `forecast config` shows: where the configuration file and the cache are, and each setting's effective value
/// with where it came from. Keys are never shown, only whether one is set.
package struct SettingsListing: Sendable, Hashable {
    /// The configuration file's path, or `nil` when neither `XDG_CONFIG_HOME` nor `HOME` says where it is.
    let configFile: String?
    /// Whether the file exists.
    let fileFound: Bool
    /// The cache directory, or `nil` when there is none.
    let cacheDirectory: String?
    /// The settings, in the order the file documents them.
    let rows: [SettingRow]

    /// How a key is shown: never its text.
    package static let maskedKey = "•••• (set)"

    /// The listing of the settings in `rows`, with where the file is (and whether it exists) and the cache.
    package init(configFile: String?, fileFound: Bool, cacheDirectory: String?, rows: [SettingRow]) {
        self.configFile = configFile
        self.fileFound = fileFound
        self.cacheDirectory = cacheDirectory
        self.rows = rows
    }
}

/// One setting as `forecast config` shows it.
package struct SettingRow: Sendable, Hashable {
    /// Its name, as the configuration file spells it ("openweathermap.key").
    let name: String
    /// Its effective value, as text.
    let value: String
    /// Where the value came from: "flag", "FORECAST_UNITS", "config file", "default".
    let origin: String

    /// A setting's row: its name as the file spells it, its value, and where the value came from.
    package init(name: String, value: String, origin: String) {
        self.name = name
        self.value = value
        self.origin = origin
    }
}
