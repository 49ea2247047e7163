import ArgumentParser
import Domain
import FoundationEssentials

/// `forecast daily`: the daily forecast for a place or a coordinate.
struct DailyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Show the daily forecast for a place or a coordinate.",
        discussion: """
            Examples:
              forecast daily --city London --days 7
              forecast daily --city "London, CA" --units imperial
              forecast daily --lat 48.8566 --lon 2.3522 --format json
            """
    )

    @Option(help: ArgumentHelp("The place: a name, optionally narrowed by region or country (\"London, GB\").", valueName: "name"))
    var city: String?

    @Option(name: .customLong("lat"), parsing: .unconditional, help: ArgumentHelp("Latitude in decimal degrees, -90…90.", valueName: "degrees"))
    var latitude: Double?

    @Option(name: .customLong("lon"), parsing: .unconditional, help: ArgumentHelp("Longitude in decimal degrees, -180…180.", valueName: "degrees"))
    var longitude: Double?

    @Option(help: "How many days, today included (1–16).")
    var days: Int = DailyForecastRequest.defaultDays

    @Option(help: "Units: metric (°C, mm, km/h) or imperial (°F, in, mph).")
    var units: UnitsArgument = .metric

    @Option(help: "Output: table for people, json for programs.")
    var format: OutputFormat = .table

    @Option(help: ArgumentHelp("Give up on a request after this many seconds.", valueName: "seconds"))
    var timeout: Double = 15

    func validate() throws {
        _ = try intent()
        guard timeout.isFinite, timeout > 0, timeout <= 300 else {
            throw ValidationError("--timeout must be more than 0 and at most 300 seconds")
        }
    }

    func run() async throws {
        let root = CompositionRoot(environment: ProcessInfo.processInfo.environment, timeout: .milliseconds(Int64(timeout * 1000)))
        let status = await root.makeDailyForecastListener().dailyForecastRequested(try intent())
        // End the process here: returning would first resume the async main on the main queue, which on Linux
        // costs another thread after the output is already written.
        Main.exit(with: status)
    }

    /// The user's intent, checked: one place or one coordinate, days in range.
    private func intent() throws -> DailyForecastIntent {
        DailyForecastIntent(location: try location(), days: try checkedDays(), units: units.units, format: format)
    }

    private func location() throws -> DailyForecastRequest.Location {
        switch (city, latitude, longitude) {
        case (let city?, nil, nil):
            do {
                _ = try PlaceQuery(city)
            } catch {
                throw ValidationError("--city: \(FailureMessage(error).text)")
            }
            return .place(city)
        case (nil, let latitude?, let longitude?):
            do {
                return .coordinate(try Coordinate(latitude: latitude, longitude: longitude))
            } catch {
                throw ValidationError(FailureMessage(error).text)
            }
        case (nil, nil, nil):
            throw ValidationError("say where: --city NAME, or --lat and --lon")
        case (nil, _, _):
            throw ValidationError("--lat and --lon go together; give both")
        case (.some, _, _):
            throw ValidationError("give either --city or --lat and --lon, not both")
        }
    }

    private func checkedDays() throws -> Int {
        let allowed = DailyForecastRequest.allowedDays
        guard allowed.contains(days) else {
            throw ValidationError("--days must be between \(allowed.lowerBound) and \(allowed.upperBound), not \(days)")
        }
        return days
    }
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

extension OutputFormat: ArgumentChoice {}
