import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast marine`: the sea nearest a place, hour by hour (`--hours`) or day by day (`--days`): waves, swell, the
/// sea's temperature, currents and the tide's rise and fall.
struct MarineCommand: ForecastSubcommand, DocumentCommand {
    /// Its name, help and examples.
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Show the sea near a place: waves, swell, sea temperature, currents and the tide.",
        discussion: """
            From a marine model that has values only over water: when the place's own point is land, the nearest \
            water within \(Int(SeaSearch.limitKilometres)) km is shown, and the table says how far and which way \
            it is ("sea 4 km W of Biarritz"); with none that near, one line says so (exit 69). Hour by hour for \
            the next \(MarineRequest.defaultHours) hours, or day by day with --days (each day's highest waves \
            and swell, the warmest sea, and the times and heights of high and low water on the place's clock, \
            found in the hourly sea level and refined to the minute by a parabola through three hours). Waves \
            come from the compass point shown and run the way the arrow points; currents flow the way both point. \
            The sea state is the WMO code's, by the waves' height: calm up to 0.1 m, smooth to 0.5, slight to \
            1.25, moderate to 2.5, rough to 4, very rough to 6, high to 9, very high to 14, phenomenal above (a \
            height on an edge takes the lower word). Heights follow --height-unit (m or ft, feet with --units \
            imperial), the sea's temperature the temperature's unit, currents --wind-unit (knots with kn; km/h \
            with bft, which measures wind only). The sea level is a model's value on a coarse grid, tides \
            included: not for navigation.

            Examples:
              forecast marine Biarritz
              forecast marine Biarritz --days 7
              forecast marine --lat 50.06 --lon -5.71 --hours 48 --wind-unit kn
              forecast marine "Saint-Malo" --height-unit ft
              forecast marine Biarritz --format json
              forecast marine Biarritz --format line --template '{waves} {tide}'
            """ + LineValues.templateHelp(LineValues.marine)
    )

    /// Its name, as typed.
    static let name = "marine"

    /// The formats its feature declares.
    static let formats = MarineInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    /// Where, and how to give the answer.
    @OptionGroup var options: ForecastOptions<Self>

    /// `--hours`: how many hours from the current one.
    @Option(
        help: ArgumentHelp(
            "How many hours, the current one included (\(MarineRequest.allowedHours.lowerBound)–\(MarineRequest.allowedHours.upperBound)). (default: \(MarineRequest.defaultHours))",
            valueName: "hours"
        )
    )
    var hours: Int?

    /// `--days`: how many days, today included, instead of hours.
    @Option(
        help: ArgumentHelp(
            "Day by day instead: how many days, today included (\(MarineRequest.allowedDays.lowerBound)–\(MarineRequest.allowedDays.upperBound)).",
            valueName: "days"
        )
    )
    var days: Int?

    /// The span asked: the days when `--days` is given, else the hours.
    var span: MarineRequest.Span {
        days.map(MarineRequest.Span.days) ?? .hours(hours ?? MarineRequest.defaultHours)
    }

    /// Refuses `--no-alerts`, `--hours` with `--days`, and either out of its range, before anything is asked.
    func validate() throws {
        guard !options.noAlerts else { throw ValidationError(UsageWording.refusal(of: "--no-alerts", by: Self.name)) }
        guard hours == nil || days == nil else { throw ValidationError("give --hours or --days, not both") }
        if let hours { try UsageWording.check(hours, MarineRequest.allowedHours, .hours) }
        if let days { try UsageWording.check(days, MarineRequest.allowedDays, .days) }
    }

    /// Asks each place's sea in the units the flags and the settings say, and shows it in the format asked.
    func run() async throws {
        let run = try CommandRun()
        let units = try run.settings.units(options.output.unitChoices).units
        let requests = try options.locations(settings: run.settings).map { MarineRequest(location: $0, span: span, units: units) }
        let line = try options.output.lineTemplate(
            standard: { _ in LineValues.marineTemplate }, bar: { _ in LineValues.marineBarTemplate }, placeholders: LineValues.marine, settings: run.settings
        )
        try await run.finish(options.output, lineTemplate: line, running: { await MarineInteraction.show(requests, on: $0) })
    }
}
