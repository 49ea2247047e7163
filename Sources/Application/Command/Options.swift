import ArgumentParser
import Domain

/// The options every forecast command shares: where (a place as typed, positional or `--city`, optionally
/// `--country`, or a coordinate), and how to give the answer (``OutputOptions``, which `search` shares too).
struct ForecastOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The place, as with --city.", valueName: "place"))
    var placeArgument: String?

    @Option(help: ArgumentHelp("The place: a name, optionally narrowed by region or country (\"London, GB\", \"Hollywood, FL\").", valueName: "name"))
    var city: String?

    @Option(help: ArgumentHelp("Only places in this country: an ISO 3166 code (GB, CA, USA) or a common name (UK).", valueName: "code"))
    var country: String?

    @Option(name: .customLong("lat"), parsing: .unconditional, help: ArgumentHelp("Latitude in decimal degrees, -90…90.", valueName: "degrees"))
    var latitude: DecimalArgument?

    @Option(name: .customLong("lon"), parsing: .unconditional, help: ArgumentHelp("Longitude in decimal degrees, -180…180.", valueName: "degrees"))
    var longitude: DecimalArgument?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try location()
    }

    /// The location asked for, checked: one place or one coordinate.
    func location() throws -> ForecastLocation {
        if placeArgument != nil, city != nil {
            throw ValidationError("give the place once: as an argument or with --city, not both")
        }
        let name = city ?? placeArgument
        switch (name, latitude, longitude) {
        case (let name?, nil, nil):
            do {
                return .place(try PlaceQuery(name, country: country))
            } catch {
                throw ValidationError("--city: \(FailureMessage(error).text)")
            }
        case (nil, let latitude?, let longitude?):
            guard country == nil else { throw ValidationError("--country narrows a place name; a coordinate needs none") }
            do {
                return .coordinate(try Coordinate(latitude: latitude.value, longitude: longitude.value))
            } catch {
                throw ValidationError(FailureMessage(error).text)
            }
        case (nil, nil, nil):
            throw ValidationError("say where: a place (forecast daily London, or --city NAME), or --lat and --lon")
        case (nil, _, _):
            throw ValidationError("--lat and --lon go together; give both")
        case (.some, _, _):
            throw ValidationError("give either a place or --lat and --lon, not both")
        }
    }
}

/// Which weather service answers: for the commands that ask one (`compare` asks them all).
struct ProviderOption: ParsableArguments {
    @Option(help: "The forecast service; places are searched the same way for every one.")
    var provider: ProviderArgument = .openMeteo
}

/// How results are given: units, format, and how long to wait for the service.
struct OutputOptions: ParsableArguments {
    @Option(help: "Units: metric (°C, mm, km/h, m) or imperial (°F, in, mph, ft).")
    var units: UnitsArgument = .metric

    @Option(help: "Output: table for people, json for programs.")
    var format: OutputFormat = .table

    @Option(help: ArgumentHelp("Give up on a request after this many seconds (at most 300).", valueName: "seconds"))
    var timeout = DecimalArgument(15)

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        guard timeout.value >= 0.001, timeout.value <= 300 else {
            throw ValidationError("--timeout must be at least 0.001 and at most 300 seconds, not \(timeout.value)")
        }
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

/// The output formats a person can ask for with `--format`.
enum OutputFormat: String, ArgumentChoice, Sendable {
    /// A table for people.
    case table
    /// JSON for programs.
    case json
}
