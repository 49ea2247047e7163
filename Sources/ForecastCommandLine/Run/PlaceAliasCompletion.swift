import Application
import ForecastSettings

/// What a shell completes a place with: the aliases of the configuration file, those starting with what is typed.
enum PlaceAliasCompletion {
    /// The aliases that start with `prefix`, sorted; none when there is no readable configuration file.
    @Sendable
    static func aliases(_ arguments: [String], _ index: Int, _ prefix: String) -> [String] {
        guard let path = StandardPaths(environment: RunEnvironment.variables).configFile,
              let file = try? ConfigFile.load(from: path, providers: Providers.directory.providers) else { return [] }
        return file.aliases.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
