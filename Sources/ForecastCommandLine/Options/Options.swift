import Application
import ArgumentParser
import Domain
import ForecastSettings

/// The options every forecast command shares: where (places as typed, positional or `--city` (repeatable),
/// optionally `--country`; a places file; or a coordinate; else the configured place), and how to give the answer
/// (``OutputOptions``, which `search` shares too), in the formats `Command` offers.
struct ForecastOptions<Command: DocumentCommand>: ParsableArguments {
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

    @OptionGroup var output: OutputOptions<Command>

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

    /// Whether any place is given: a name, a places file or a coordinate.
    var namesAPlace: Bool { placeArgument != nil || !city.isEmpty || placesFile != nil || latitude != nil || longitude != nil }

    /// The place argument when it is the command line's first word (`forecast Ayr`: daily, the default command, not
    /// named) and the only place asked for, and no alias from the configuration file: a word typed where a command's
    /// name goes, which may be a command misspelt.
    func placeTypedFirst(in arguments: [String], settings: Settings) -> String? {
        guard let placeArgument, arguments.first == placeArgument, city.isEmpty, placesFile == nil, settings.alias(placeArgument.trimmingBlanks) == nil
        else { return nil }
        return placeArgument
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
