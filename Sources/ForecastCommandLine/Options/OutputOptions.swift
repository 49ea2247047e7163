import Application
import ArgumentParser
import Domain
import ForecastSettings

/// Which weather service answers: for the commands that ask one (`compare` asks them all).
struct ProviderOption: ParsableArguments {
    @Option(help: "The forecast service; places are searched the same way for every one. (default: open-meteo, or as configured)")
    var provider: ProviderChoice?
}

/// How results are given: units, format, and how long to wait for the service.
struct OutputOptions: ParsableArguments {
    @Option(help: "Units: metric (°C, mm, km/h, m) or imperial (°F, in, mph, ft). (default: metric, or as configured)")
    var units: UnitSystem?

    /// Each quantity's own unit (`--temperature-unit`, …), which wins over `--units`.
    @OptionGroup var quantityUnits: UnitOptions

    @Option(help: "Output: table for people, json for programs, csv for spreadsheets, line (polybar, tmux), waybar or i3blocks for status bars, svg for a picture (hourly, daily).")
    var format: OutputFormat = .table

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
    /// bar can show gives `bar`, the default text of `--format waybar` and `i3blocks` (same placeholders); the others
    /// refuse those formats here, while the options are checked. So do commands without a picture (`picture`: false)
    /// refuse `--format svg`.
    func lineTemplate(
        standard: (Catalogue) -> String, bar: ((Catalogue) -> String)? = nil, picture: Bool = false, placeholders: [String], settings: Settings?
    ) throws -> LineTemplate? {
        let words = { Catalogue(settings?.language(flag: language).value ?? language ?? .en) }
        let text: String
        switch format {
        case .line:
            text = template ?? standard(words())
        case .waybar, .i3blocks:
            guard let bar else {
                throw ValidationError("--format \(format.rawValue) is a forecast's or a nowcast's block in a status bar, which this command has none of")
            }
            text = template ?? bar(words())
        case .svg:
            guard picture else { throw ValidationError("--format svg draws the forecast of hourly and daily, which this command has none of") }
            fallthrough
        case .table, .json, .csv:
            guard template == nil else { throw ValidationError("--template goes with --format line, waybar or i3blocks") }
            return nil
        }
        do {
            return try LineTemplate(text, placeholders: placeholders)
        } catch {
            throw ValidationError("--template: \(error.reason)")
        }
    }

    /// The units the flags ask for; the settings fill in the rest.
    var unitChoices: UnitChoices {
        var choices = UnitChoices(system: units)
        quantityUnits.say(in: &choices)
        return choices
    }

    /// The timeout as a duration.
    var timeoutDuration: Duration { .milliseconds(Int64((timeout.value * 1000).rounded(.up))) }
}
