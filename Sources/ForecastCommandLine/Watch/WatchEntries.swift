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
    /// - Throws: `ValidationError` naming the table of a place or threshold that cannot be, or a name used twice.
    func configured() throws -> [WatchEntry] {
        try (settings.file?.watches ?? []).map { table in
            guard let place = table.place ?? settings.place?.value else {
                throw ValidationError("\(table.origin): place is missing, and the file has no place")
            }
            return try entry(
                WatchSpecification(
                    name: table.name, condition: table.watchCondition, place: place, quiet: table.quiet, desktop: table.desktop, command: table.command
                ),
                from: table.origin
            )
        }
    }

    /// The entry `specification` makes; `origin` names it in errors.
    /// - Throws: `ValidationError` for a place or threshold that cannot be.
    func entry(_ specification: WatchSpecification, from origin: String) throws -> WatchEntry {
        let location = try PlaceEntryReader(country: nil, settings: settings).location(for: specification.place, from: origin)
        if case .threshold(let condition, _, let threshold) = specification.condition {
            do {
                try condition.validate(threshold: threshold, units: units)
            } catch {
                throw ValidationError("\(origin): \(FailureMessage(error).text)")
            }
        }
        let name = specification.name ?? "\(specification.condition.checkCondition.name) \(specification.place)"
        let watch = Watch(name: name, location: location, condition: specification.condition, quiet: specification.quiet)
        return WatchEntry(watch: watch, desktop: specification.desktop, command: specification.command)
    }

    /// Refuses a name two watches share: the state is kept by name.
    static func checkNames(_ entries: [WatchEntry]) throws {
        var seen: Set<String> = []
        for entry in entries where !seen.insert(entry.watch.name).inserted {
            throw ValidationError("two watches are called '\(entry.watch.name.terminalSafe)': give each its own name = \"…\"")
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
