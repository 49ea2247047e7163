import ArgumentParser
import Domain

/// The options every forecast command shares: where (places as typed, positional or `--city` (repeatable),
/// optionally `--country`; a places file; or a coordinate; else the configured place), and how to give the answer
/// (``OutputOptions``, which `search` shares too).
struct ForecastOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The place, as with --city.", valueName: "place"), completion: .custom(PlaceAliasCompletion.aliases))
    var placeArgument: String?

    @Option(
        help: ArgumentHelp(
            "The place: a name, optionally narrowed by region or country (\"London, GB\"), or an alias from the configuration file. Repeat it for several places.",
            valueName: "name"
        ),
        completion: .custom(PlaceAliasCompletion.aliases)
    )
    var city: [String] = []

    @Option(
        name: .customLong("places-file"),
        help: ArgumentHelp("Places to forecast, one a line: a name, an alias or LAT,LON (# starts a comment).", valueName: "file"),
        completion: .file()
    )
    var placesFile: String?

    @Option(help: ArgumentHelp("Only places in this country: an ISO 3166 code (GB, CA, USA) or a common name (UK).", valueName: "code"))
    var country: String?

    @Option(name: .customLong("lat"), parsing: .unconditional, help: ArgumentHelp("Latitude in decimal degrees, -90…90.", valueName: "degrees"))
    var latitude: DecimalArgument?

    @Option(name: .customLong("lon"), parsing: .unconditional, help: ArgumentHelp("Longitude in decimal degrees, -180…180.", valueName: "degrees"))
    var longitude: DecimalArgument?

    @OptionGroup var output: OutputOptions

    @Flag(name: .customLong("no-alerts"), help: "Do not check the place's official weather warnings (no banner under the header).")
    var noAlerts = false

    /// Whether a forecast view checks the place's official warnings: unless `--no-alerts` or `alerts = false`.
    func showsAlerts(settings: Settings) -> Bool { !noAlerts && settings.file?.alerts != false }

    func validate() throws {
        if placeArgument != nil, !city.isEmpty {
            throw ValidationError("give the place once: as an argument or with --city, not both")
        }
        for name in [placeArgument].compactMap({ $0 }) + city {
            do {
                _ = try PlaceQuery(name, country: country)
            } catch {
                throw ValidationError("--city: \(FailureMessage(error).text)")
            }
        }
        let named = placeArgument != nil || !city.isEmpty || placesFile != nil
        switch (latitude, longitude) {
        case (nil, nil):
            return
        case (.some, .some):
            guard !named else { throw ValidationError("give either places or --lat and --lon, not both") }
            guard country == nil else { throw ValidationError("--country narrows a place name; a coordinate needs none") }
            _ = try coordinate(latitude: latitude?.value ?? 0, longitude: longitude?.value ?? 0)
        default:
            throw ValidationError("--lat and --lon go together; give both")
        }
    }

    /// Every place asked for, in order: the typed ones, then the places file's; the configured place when none is
    /// given. Aliases from the configuration file stand for their places.
    /// - Throws: `ValidationError` for a place that cannot be, or when there is none at all; ``InputFileError``
    ///   when the places file cannot be read.
    func locations(settings: Settings) throws -> [ForecastLocation] {
        if let latitude, let longitude {
            return [.coordinate(try coordinate(latitude: latitude.value, longitude: longitude.value))]
        }
        let reader = PlaceEntryReader(country: country, settings: settings)
        var locations = try ([placeArgument].compactMap { $0 } + city).map { try reader.location(for: $0, from: "--city") }
        if let placesFile {
            let entries = try PlacesFile(path: placesFile).entries()
            guard !entries.isEmpty else { throw ValidationError("\(placesFile) lists no place") }
            locations += try entries.map { entry in try reader.location(for: entry.text, from: "\(placesFile) line \(entry.line)") }
        }
        if locations.isEmpty, let configured = settings.place {
            let origin = configured.origin.settingName(Settings.placeVariable, key: "place")
            locations = [try reader.location(for: configured.value, from: origin)]
        }
        guard !locations.isEmpty else {
            throw ValidationError(
                "say where: a place (forecast daily London, or --city NAME), --lat and --lon, or place in the configuration file"
            )
        }
        return locations
    }

    /// The one place a command that takes one asks for.
    /// - Throws: As ``locations(settings:)``, and `ValidationError` when several are given.
    func location(settings: Settings) throws -> ForecastLocation {
        let locations = try locations(settings: settings)
        guard locations.count == 1 else { throw ValidationError("this command takes one place, not \(locations.count)") }
        return locations[0]
    }

    private func coordinate(latitude: Double, longitude: Double) throws -> Coordinate {
        do {
            return try Coordinate(latitude: latitude, longitude: longitude)
        } catch {
            throw ValidationError(FailureMessage(error).text)
        }
    }
}

/// Which weather service answers: for the commands that ask one (`compare` asks them all).
struct ProviderOption: ParsableArguments {
    @Option(help: "The forecast service; places are searched the same way for every one. (default: open-meteo, or as configured)")
    var provider: ProviderArgument?
}

/// How results are given: units, format, and how long to wait for the service.
struct OutputOptions: ParsableArguments {
    @Option(help: "Units: metric (°C, mm, km/h, m) or imperial (°F, in, mph, ft). (default: metric, or as configured)")
    var units: UnitsArgument?

    @Option(help: ArgumentHelp("Temperatures in this unit, whatever --units says.", valueName: "unit"))
    var temperatureUnit: TemperatureUnit?

    @Option(help: ArgumentHelp("Wind in this unit (kn: knots, bft: Beaufort force), whatever --units says.", valueName: "unit"))
    var windUnit: WindSpeedUnit?

    @Option(help: ArgumentHelp("Precipitation in this unit (in: inches), whatever --units says.", valueName: "unit"))
    var precipitationUnit: PrecipitationUnit?

    @Option(help: "Output: table for people, json for programs, csv for spreadsheets, line for status bars.")
    var format: OutputFormat = .table

    @Option(help: ArgumentHelp("With --format line: the line, with {placeholders} (see the README; {place}, {temperature} …).", valueName: "text"))
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
        guard timeout.value >= 0.001, timeout.value <= 300 else {
            throw ValidationError("--timeout must be at least 0.001 and at most 300 seconds, not \(timeout.value)")
        }
    }

    /// The line template for `--format line`: `template`, else `standard`, checked against `placeholders`; `nil`
    /// for the other formats.
    /// - Throws: `ValidationError` for an unknown placeholder, or a template without `--format line`.
    func lineTemplate(standard: String, placeholders: [String]) throws -> LineTemplate? {
        guard format == .line else {
            guard template == nil else { throw ValidationError("--template goes with --format line") }
            return nil
        }
        do {
            return try LineTemplate(template ?? standard, placeholders: placeholders)
        } catch {
            throw ValidationError("--template: \(error.reason)")
        }
    }

    /// The units the flags ask for; the settings fill in the rest.
    var unitChoices: UnitChoices {
        UnitChoices(system: units, temperature: temperatureUnit, wind: windUnit, precipitation: precipitationUnit)
    }

    /// The timeout as a duration.
    var timeoutDuration: Duration { .milliseconds(Int64((timeout.value * 1000).rounded(.up))) }
}

/// The `--units` values.
enum UnitsArgument: String, ArgumentChoice {
    case metric, imperial

    var units: Units {
        switch self {
        case .metric: .metric
        case .imperial: .imperial
        }
    }
}

/// The `--color` values.
enum ColourChoice: String, ArgumentChoice, Sendable {
    /// Colour on a terminal, unless `NO_COLOR` is set or `TERM` is dumb.
    case auto
    /// Colour wherever the output goes.
    case always
    /// No colour.
    case never
}

/// The output formats a person can ask for with `--format`.
enum OutputFormat: String, ArgumentChoice, Sendable {
    /// A table for people.
    case table
    /// JSON for programs.
    case json
    /// CSV for spreadsheets: a header row of the JSON keys (units in their names), a row per day, hour or place.
    case csv
    /// One line a place, for status bars, as `--template` says.
    case line
}
