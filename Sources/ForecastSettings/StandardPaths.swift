/// Where forecast keeps its files, by the XDG Base Directory rules: `$XDG_CACHE_HOME/forecast` and
/// `$XDG_CONFIG_HOME/forecast/config.toml`, else under `~/.cache` and `~/.config`. A relative XDG path is ignored,
/// as the rules say.
package struct StandardPaths: Sendable, Hashable {
    /// The environment the places are read from.
    package let environment: [String: String]

    /// The cache directory, or `nil` when neither `XDG_CACHE_HOME` nor `HOME` says where.
    package var cacheDirectory: String? {
        base(variable: "XDG_CACHE_HOME", underHome: ".cache").map { $0 + "/forecast" }
    }

    /// The configuration file's path, or `nil` when neither `XDG_CONFIG_HOME` nor `HOME` says where.
    package var configFile: String? {
        base(variable: "XDG_CONFIG_HOME", underHome: ".config").map { $0 + "/forecast/config.toml" }
    }

    private func base(variable: String, underHome folder: String) -> String? {
        if let value = environment[variable], value.hasPrefix("/") { return Self.trimmed(value) }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return Self.trimmed(home) + "/" + folder
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }

    /// The places the XDG variables and `HOME` of `environment` give.
    package init(environment: [String: String]) {
        self.environment = environment
    }
}
