import Application
import ForecastSettings

/// What every command that uses settings starts from: the environment, the configuration file (its warnings shown
/// on standard error) and the settings they make; and how it ends: wire the app, let the command's work run, and end
/// with the status it returns (``RunEnded`` unless it is success, which ``ForecastApp`` returns to `Main`).
struct CommandRun {
    /// The run's environment variables.
    let environment: [String: String]
    /// The configuration file, when there is one.
    let file: ConfigFile?

    /// The settings the environment and the file make.
    var settings: Settings { Settings(environment: environment, file: file, providers: Providers.directory.providers) }

    /// Reads the environment and the configuration file.
    /// - Throws: ``ConfigurationError`` when the file is broken.
    init() throws(ConfigurationError) {
        environment = RunEnvironment.variables
        file = try StandardPaths(environment: environment).configFile.flatMap { path throws(ConfigurationError) in
            try ConfigFile.load(from: path, providers: Providers.directory.providers)
        }
        for warning in file?.warnings ?? [] {
            StandardStreams().writeError("forecast: warning: \(warning)\n")
        }
    }

    /// The app wired for this run.
    func wiring(
        timeout: Duration = .seconds(15), provider: ProviderChoice = .default, cacheUse: CacheRequest.Mode? = .normal, verbose: Bool = false,
        colour: ColourChoice = .auto, lineTemplate: LineTemplate? = nil, ascii: Bool = false, language: Language = .en, picture: PictureOptions? = nil,
        placeTypedFirst: String? = nil
    ) -> CommandWiring {
        CommandWiring(
            environment: environment, timeout: timeout, provider: provider, cacheUse: cacheUse, file: file, verbose: verbose,
            colour: colour, lineTemplate: lineTemplate, ascii: ascii, language: language, theme: picture?.theme ?? .auto, outputFile: picture?.output,
            placeTypedFirst: placeTypedFirst
        )
    }

    /// Wires the app for `output` (and a picture's `picture`) and `provider`, with the word typed first when a place
    /// took a command's place (`placeTypedFirst`) and the service chosen for a data set (`chosenSources`, ids by data
    /// set name), lets `run` use the command runner, and ends with its status.
    func finish<Command>(
        _ output: OutputOptions<Command>, provider: ProviderChoice = .default, lineTemplate: LineTemplate? = nil, picture: PictureOptions? = nil,
        placeTypedFirst: String? = nil, chosenSources: [String: String] = [:], running run: (CommandRunner) async -> ExitStatus
    ) async throws {
        var wiring = wiring(
            timeout: output.timeoutDuration, provider: provider, cacheUse: output.cache.use, verbose: output.verbose, colour: output.colour,
            lineTemplate: lineTemplate, ascii: output.ascii, language: settings.language(flag: output.language).value, picture: picture,
            placeTypedFirst: placeTypedFirst
        )
        wiring.chosenSources = chosenSources
        let status = await run(wiring.makeRunner(format: output.format))
        try RunEnded.unlessSuccessful(status)
    }
}
