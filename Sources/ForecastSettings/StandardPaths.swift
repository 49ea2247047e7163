/// Where forecast keeps its files, by the XDG Base Directory rules: `$XDG_CACHE_HOME/forecast`,
/// `$XDG_CONFIG_HOME/forecast/config.toml` and `$XDG_STATE_HOME/forecast`, else under `~/.cache`, `~/.config` and
/// `~/.local/state`. A relative XDG path is ignored,
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

    /// `forecast watch`'s state file, `$XDG_STATE_HOME/forecast/watch.json` (else under `~/.local/state`), or `nil`
    /// when neither `XDG_STATE_HOME` nor `HOME` says where.
    package var watchStateFile: String? {
        base(variable: "XDG_STATE_HOME", underHome: ".local/state").map { $0 + "/forecast/watch.json" }
    }

    /// The folder of the user's own systemd units, `$XDG_CONFIG_HOME/systemd/user` (else `~/.config/systemd/user`),
    /// or `nil` when neither says where.
    package var userUnitDirectory: String? {
        base(variable: "XDG_CONFIG_HOME", underHome: ".config").map { $0 + "/systemd/user" }
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
