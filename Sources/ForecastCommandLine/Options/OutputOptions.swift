import Application
import ArgumentParser
import Domain
import ForecastSettings

/// Which weather service answers: for the commands that ask one (`compare` asks them all).
struct ProviderOption: ParsableArguments {
    @Option(help: "The forecast service; places are searched the same way for every one. (default: open-meteo, or as configured)")
    var provider: ProviderChoice?
}

/// How results are given: units, format (as `Command` offers them), and how long to wait for the service.
struct OutputOptions<Command: DocumentCommand>: ParsableArguments {
    @Option(help: "Units: metric (°C, mm, km/h, m) or imperial (°F, in, mph, ft). (default: metric, or as configured)")
    var units: UnitSystem?

    // Each quantity's own unit, which wins over `--units`: a quantity is registered by its option here, in the order
    // `--help` lists them, and its line in `unitChoices`; its name and help are its `UnitArgument`'s. They are plain
    // options, not groups: a debug build's ArgumentParser checks every group's names again for each group around it.
    /// `--temperature-unit`.
    @Option(name: .customLong(TemperatureUnit.optionName), help: TemperatureUnit.argumentHelp) var temperatureUnit: TemperatureUnit?
    /// `--wind-unit`.
    @Option(name: .customLong(WindSpeedUnit.optionName), help: WindSpeedUnit.argumentHelp) var windUnit: WindSpeedUnit?
    /// `--precipitation-unit`.
    @Option(name: .customLong(PrecipitationUnit.optionName), help: PrecipitationUnit.argumentHelp) var precipitationUnit: PrecipitationUnit?
    /// `--height-unit`.
    @Option(name: .customLong(HeightUnit.optionName), help: HeightUnit.argumentHelp) var heightUnit: HeightUnit?

    @OptionGroup var formatOption: FormatOption<Command>

    @Option(help: ArgumentHelp("With --format line (or waybar's and i3blocks' text): the line, with the {placeholders} this help lists above (where the command has a line of its own).", valueName: "text"))
    var template: String?

    @Option(help: ArgumentHelp("Give up on a request after this many seconds (at most 300).", valueName: "seconds"))
    var timeout = DecimalArgument(15)

    @OptionGroup var cache: CacheOptions

    @Flag(name: [.short, .long], help: "Tell each request on standard error: URL (keys hidden), status, size, time, cache.")
    var verbose = false

    @Option(name: .customLong("color"), help: "Colour: auto (a terminal without NO_COLOR or TERM=dumb), always or never.")
    var colour: ColourChoice = .auto

    @Option(name: .customLong("lang"), help: ArgumentHelp("Language of tables and lines. (default: as configured, else LANG)", valueName: "code"))
    var language: Language?

    @Flag(help: "Draw charts with plain ASCII (also when the locale is not UTF-8).")
    var ascii = false

    func validate() throws {
        try UsageWording.check(timeout.value, 0.001...300, .timeout, unit: "s")
    }

    /// The line template for `--format line`: `template`, else `standard`, checked against `placeholders`; `nil`
    /// for the other formats.
    /// - Throws: `ValidationError` for an unknown placeholder, or a template without `--format line`.
    func lineTemplate(standard: String, placeholders: [String]) throws -> LineTemplate? {
        try lineTemplate(standard: { _ in standard }, placeholders: placeholders, settings: nil)
    }

    /// ``lineTemplate(standard:placeholders:)`` for a default template written in the run's language (its numbers and
    /// units in the language's style): the language of `--lang`, else of `settings`. A command whose document a status
    /// bar can show gives `bar`, the default text of `--format waybar` and `i3blocks` (same placeholders).
    /// - Throws: `ValidationError` for an unknown placeholder, or a template with a format that takes none.
    func lineTemplate(
        standard: (Catalogue) -> String, bar: ((Catalogue) -> String)? = nil, placeholders: [String], settings: Settings?
    ) throws -> LineTemplate? {
        guard format.takesTemplate else {
            guard template == nil else {
                throw ValidationError(UsageWording.refusal(of: ["--template"], without: "--format " + UsageWording.choices(Command.formats.filter(\.takesTemplate).map(\.rawValue))))
            }
            return nil
        }
        let words = Catalogue(settings?.language(flag: language).value ?? language ?? .en)
        let text = template ?? (format.isStatusBar ? bar?(words) : nil) ?? standard(words)
        do {
            return try LineTemplate(text, placeholders: placeholders)
        } catch {
            throw ValidationError("--template: \(error.reason)")
        }
    }

    /// The format asked for.
    var format: OutputFormat { formatOption.chosen }

    /// The units the flags ask for; the settings fill in the rest.
    var unitChoices: UnitChoices {
        var choices = UnitChoices(system: units)
        choices[TemperatureUnit.self] = temperatureUnit
        choices[WindSpeedUnit.self] = windUnit
        choices[PrecipitationUnit.self] = precipitationUnit
        choices[HeightUnit.self] = heightUnit
        return choices
    }

    /// The timeout as a duration.
    var timeoutDuration: Duration { .milliseconds(Int64((timeout.value * 1000).rounded(.up))) }
}
