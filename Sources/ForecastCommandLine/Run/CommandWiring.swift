import Application
import Domain
import ForecastSettings

/// The app wired for one command's run: the runner of its work, over the use cases the executable's
/// ``ProviderDirectory`` makes from the settings gathered here, forecasts from the provider asked for.
struct CommandWiring {
    let environment: [String: String]
    let timeout: Duration
    /// The forecast service asked for.
    var provider: ProviderChoice = .default
    /// How the cache of answers is used; `nil`: not at all (`--no-cache`).
    var cacheUse: CacheRequest.Mode? = .normal
    /// The configuration file, when there is one.
    var file: ConfigFile? = nil
    /// Whether each request is told on standard error (`--verbose`).
    var verbose = false
    /// When tables are coloured (`--color`).
    var colour: ColourChoice = .auto
    /// The line `--format line` writes.
    var lineTemplate: LineTemplate? = nil
    /// Whether charts are drawn in plain ASCII (`--ascii`).
    var ascii = false
    /// The language of tables, lines and place names (`--lang`).
    var language: Language = .en
    /// The colours of a picture (`--theme`).
    var theme: PictureTheme = .auto
    /// The file results are written to instead of standard output (`--output`); `nil`: standard output.
    var outputFile: String? = nil
    /// The word typed where a command's name goes, taken as a place (`forecast Ayr`), when there is one.
    var placeTypedFirst: String? = nil
    /// The one service a data set is taken from, where the command chose one (`alerts --source`): ids by data set name.
    var chosenSources: [String: String] = [:]
    /// Where the lines of `--verbose` go: standard error, once ``makeRunner(format:)`` has set it.
    private(set) var requestLog: (@Sendable (String) -> Void)? = nil

    /// The settings from the environment and the file.
    var settings: Settings { Settings(environment: environment, file: file, providers: Providers.directory.providers) }

    /// Every provider as `forecast providers` lists it: its profile on the configured plan, and whether the key
    /// it needs is set.
    func providerListings() -> [ProviderListing] {
        ProviderChoice.allCases.map { provider in
            let profile = provider.details.profile(plan: settings.plan(of: provider)?.value)
            return ProviderListing(profile: profile, keyConfigured: profile.needsKey ? settings.key(of: provider) != nil : nil)
        }
    }

    /// Every service as `forecast services` lists it, with whether the environment replaces its base URL.
    func serviceListings() -> [ServiceListing] {
        let replaced = settings.baseURLs(of: Providers.directory.services.map(\.id))
        return Providers.directory.services.map { ServiceListing(profile: $0, variable: Settings.urlVariable(of: $0.id), replaced: replaced[$0.id] != nil) }
    }

    /// What runs a command's work and shows its document in `format`, over the use cases of the settings, on the
    /// process's standard streams (or the file of `--output`) and the machine's clock.
    func makeRunner(format: OutputFormat) -> CommandRunner {
        let streams = StandardStreams(), reporter = StandardErrorReporter(output: streams)
        var wiring = self
        wiring.requestLog = verbose ? reporter.presentRequest : nil
        let presentation = Presentation(
            words: Catalogue(language), styler: Styler(usesColour: StandardStreams.wantsColour(colour, environment: environment)),
            canvas: .standardOutput(environment: environment, ascii: ascii), lineTemplate: lineTemplate, theme: theme
        )
        let typedFirst = placeTypedFirst.map { TypedFirstWord(word: $0, commands: { .forecast }) }
        let context = RunContext(
            makeUseCases: { [wiring] in try wiring.makeUseCases() }, output: outputFile.map { FileOutput(path: $0, errors: streams) } ?? streams,
            clock: MachineClock(), presentation: presentation, router: ForecastRouter(typedFirst: typedFirst, cacheUse: cacheUse),
            setupReason: { [settings] problem in settings.reason(for: problem) }
        )
        return CommandRunner(context: context, format: format)
    }

    /// Every use case, forecasts from the provider asked for, every service at the base URL its `FORECAST_<ID>_URL`
    /// gives, set up from the flags, the environment and the file.
    /// - Throws: ``ConfigurationError`` naming the setting to blame; ``UsageError`` when the service a command's
    ///   `--source` names does not exist or does not serve its data set.
    func makeUseCases() throws -> any UseCaseProvider {
        let settings = settings
        var request = try settings.useCaseRequest(
            services: Providers.directory.services.map(\.id), provider: provider, timeout: timeout, language: language, cacheUse: cacheUse,
            requestLog: requestLog
        )
        request.chosenSources = chosenSources
        do {
            return try Providers.directory.makeUseCases(request)
        } catch let problem as ServiceSetupError {
            switch problem {
            case .unknownService(let id, _) where chosenSources.values.contains(id):
                throw UsageError(message: "--source: \(problem.description)")
            case .doesNotServe:
                throw UsageError(message: "--source: \(problem.description)")
            default:
                throw ConfigurationError(reason: settings.reason(for: problem))
            }
        }
    }
}
