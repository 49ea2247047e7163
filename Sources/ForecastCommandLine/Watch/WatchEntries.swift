import Application
import ArgumentParser
import Domain
import ForecastSettings
import TerminalSafety

/// The watches of a run: the configuration file's `[[watch]]` tables, in order, then the one given on the command
/// line; each place turned into a location as the command line writes places, each threshold checked in the
/// configured units, and each name (given, or made from the condition and the place: "rain Bergen") once only.
struct WatchEntries {
    /// The settings, for the aliases, the configured place and the units.
    let settings: Settings
    /// The units thresholds are in.
    let units: Units

    /// The file's watches.
    /// - Throws: ``ConfigurationError`` naming the file, the line and the key of a place or threshold that cannot be
    ///   (exit 78, as for any value of the file).
    func configured() throws -> [WatchEntry] {
        try (settings.file?.watches ?? []).map { table in
            guard let place = table.place ?? settings.place?.value else {
                throw ConfigurationError(reason: "\(table.placeOrigin) is missing, and the file has no place")
            }
            let specification = WatchSpecification(
                name: table.name, condition: table.watchCondition, place: place, quiet: table.quiet, desktop: table.desktop, command: table.command
            )
            do {
                return try entry(specification, placeOrigin: table.placeOrigin, thresholdOrigin: table.thresholdOrigin)
            } catch let error as ValidationError {
                throw ConfigurationError(reason: error.message)
            }
        }
    }

    /// The entry `specification` makes; `placeOrigin` and `thresholdOrigin` name its place and threshold in errors.
    /// - Throws: `ValidationError` for a place or threshold that cannot be.
    func entry(_ specification: WatchSpecification, placeOrigin: String, thresholdOrigin: String) throws -> WatchEntry {
        let location = try PlaceEntryReader(country: nil, settings: settings).location(for: specification.place, from: placeOrigin)
        if case .threshold(let condition, _, let threshold) = specification.condition {
            do {
                try condition.validate(threshold: threshold, units: units)
            } catch ForecastError.outOfRange(let problem) {
                throw ValidationError("\(thresholdOrigin) \(problem.requirement)")
            } catch {
                throw ValidationError("\(thresholdOrigin): \(FailureMessage(error).text)")
            }
        }
        let name = specification.name ?? "\(specification.condition.checkCondition.name) \(specification.place)"
        let watch = Watch(name: name, location: location, condition: specification.condition, quiet: specification.quiet)
        return WatchEntry(watch: watch, desktop: specification.desktop, command: specification.command)
    }

    /// Refuses a name two watches share: the state is kept by name.
    /// - Throws: ``ConfigurationError`` naming the name.
    static func checkNames(_ entries: [WatchEntry]) throws {
        var seen: Set<String> = []
        for entry in entries where !seen.insert(entry.watch.name).inserted {
            throw ConfigurationError(reason: "two watches are called '\(entry.watch.name.terminalSafe)': give each its own name = \"…\"")
        }
    }
}

/// A watch as written, before its place is looked at.
struct WatchSpecification {
    var name: String?
    var condition: WatchCondition
    var place: String
    var quiet = QuietTimes()
    var desktop = true
    var command: [String]?
}
