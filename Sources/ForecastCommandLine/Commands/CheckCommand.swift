import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast check`: a yes-or-no answer for scripts, as the exit status (0 yes, 1 no) and one line.
struct CheckCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Answer yes (exit 0) or no (exit 1): will CONDITION happen soon?",
        discussion: """
            Conditions: \(conditions). \
            Thresholds are in the chosen --units. Within 2h where radar or a 15-minute model covers the place (a \
            nowcast: see 'forecast nowcast'), rain is read from its steps instead: yes when a step reaches \
            --intensity (light from 0.1 mm/h, moderate from 2.5, heavy from 7.6; default light), and --threshold, \
            a chance, is refused; elsewhere, or for a longer window, the hourly check answers. With --ensemble (or --model), rain is asked of an ensemble: yes \
            when the share of its members giving 0.1 mm or more in an hour within the window reaches the threshold, \
            default 50%. Waves and swell are read at the sea nearest the place (within \(Int(SeaSearch.limitKilometres)) km): \
            their thresholds are heights in m, or ft with --height-unit ft or --units imperial; sea-temperature's is in the temperature \
            unit.

            Examples:
              forecast check rain London && echo "take an umbrella"
              forecast check frost --city Enschede --within 2d
              forecast check wind --lat 52.37 --lon 4.9 --threshold 40 --format json
              forecast check alert "London, KY" --severity severe --within 6h
              forecast check air Utrecht --within 24h --threshold 41
              forecast check pollen Enschede --within 2d
              forecast check rain Bergen --ensemble --within 6h --threshold 70
              forecast check rain Oslo --within 30m --intensity moderate
              forecast check waves Biarritz --threshold 2 --within 2d
              forecast check sea-temperature Nice --threshold 20
            """
    )

    /// Its name, as typed.
    static let name = "check"

    /// Every condition with what it asks, as the help lists them: "snow · storm (thunderstorm, squalls, tornado)".
    private static var conditions: String {
        CheckCondition.all.map { $0.summary.isEmpty ? $0.name : "\($0.name) (\($0.summary))" }.joined(separator: " · ")
    }

    /// The formats its feature declares.
    static let formats = CheckInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @Argument(help: ArgumentHelp("What to look for (see above).", valueName: "condition"))
    var argument: CheckConditionArgument

    /// What to look for.
    private var condition: CheckCondition { argument.condition }

    @OptionGroup var options: ForecastOptions<Self>

    @OptionGroup var service: ProviderOption

    @Option(
        help: ArgumentHelp(
            "How far ahead to look: 90m, 6h, 2d (at most the provider's hours: \(ProviderChoice.limits(\.maximumHours))). "
                + "(default: \(DurationText.compact(minutes: WeatherCheckRequest.defaultWithinMinutes)))",  // A transformed option's default is not shown.
            valueName: "duration"
        ),
        transform: WithinArgument.parse
    )
    var within = WithinArgument(minutes: WeatherCheckRequest.defaultWithinMinutes)

    @Option(parsing: .unconditional, help: ArgumentHelp("The threshold, in the chosen units (see above).", valueName: "value"))
    var threshold: DecimalArgument?

    @Option(help: ArgumentHelp("With alert: the least severity that counts. (default: moderate)", valueName: "level"))
    var severity: AlertSeverityChoice?

    @Option(help: ArgumentHelp("With air: the index to read, european or us. (default: the place's own)", valueName: "index"))
    var index: AirIndexArgument?

    @Option(
        help: ArgumentHelp(
            "With rain, where a nowcast answers: the least intensity that counts, light, moderate or heavy. (default: light)", valueName: "level"
        )
    )
    var intensity: RainIntensityChoice?

    @OptionGroup var ensemble: EnsembleOptions

    func validate() throws {
        // Its line is its answer: no template.
        guard options.output.template == nil else { throw ValidationError(UsageWording.refusal(of: "--template", by: Self.name)) }
        if condition == .alert, threshold != nil { throw ValidationError(UsageWording.refusal(of: "--threshold", by: "check alert", taking: ["--severity"])) }
        if condition != .alert, severity != nil { throw ValidationError(UsageWording.refusal(of: ["--severity"], without: "check alert")) }
        if condition != .air, index != nil { throw ValidationError(UsageWording.refusal(of: ["--index"], without: "check air")) }
        if condition != .rain, ensemble.choice() != nil { throw ValidationError(UsageWording.refusal(of: ["--ensemble", "--model"], without: "check rain")) }
        if condition != .rain || ensemble.choice() != nil, intensity != nil { throw ValidationError(UsageWording.refusal(of: ["--intensity"], without: "check rain, without --ensemble")) }
        if intensity != nil, threshold != nil {
            throw ValidationError("--intensity is read from a nowcast, which has no chance of precipitation; give it or --threshold, not both")
        }
        try UsageWording.validating { () throws(ForecastError) in
            try checkAirValues()
            try checkSeaWindow()
        }
    }

    /// `check waves`, `check swell` and `check sea-temperature`: the window within the marine forecast's range (the
    /// threshold's range is the unit's in force, checked once the settings are read).
    private func checkSeaWindow() throws(ForecastError) {
        guard SeaCheckRequest.Measure(condition) != nil else { return }
        try OutOfRange.check(within.minutes, SeaCheckRequest.allowedMinutes, .window)
    }

    /// `check air` and `check pollen`: the window within the air quality forecast's range, the threshold a value the
    /// index or the count can take.
    private func checkAirValues() throws(ForecastError) {
        guard let measure = AirCheckRequest.Measure(condition) else { return }
        try OutOfRange.check(within.minutes, 1...AirQualityLimits.maximumHours * 60, .window)
        try measure.condition.validate(threshold: threshold?.value, units: .metric)
    }

    func run() async throws {
        let run = try CommandRun()
        var ask = CheckAsk(
            condition: condition, location: try options.location(settings: run.settings), withinMinutes: within.minutes, threshold: threshold?.value,
            units: try run.settings.units(options.output.unitChoices).units, now: MachineClock().now()
        )
        ask.severity = severity?.severity
        ask.index = index?.index
        ask.intensity = intensity?.intensity
        ask.ensemble = ensemble.choice()
        guard ask.readsHourlyForecast else {
            try await run.finish(options.output, running: { [ask] in await CheckInteraction.answer(ask, on: $0) })
            return
        }
        let provider = try run.settings.provider(flag: service.provider).value
        try provider.require(.hourly)
        try await run.finish(options.output, provider: provider, running: { [ask] in await CheckInteraction.answer(ask, on: $0) })
    }
}
