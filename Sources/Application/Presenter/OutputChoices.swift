package import Domain

/// A system of units for every quantity (`--units`, `units` in the configuration file).
package enum UnitSystem: String, CaseIterable, Sendable {
    case metric, imperial

    /// Every quantity's unit in the system.
    package var units: Units {
        switch self {
        case .metric: .metric
        case .imperial: .imperial
        }
    }
}

/// The `--color` values.
package enum ColourChoice: String, CaseIterable, Sendable {
    /// Colour on a terminal, unless `NO_COLOR` is set or `TERM` is dumb.
    case auto
    /// Colour wherever the output goes.
    case always
    /// No colour.
    case never
}

/// The output formats a person can ask for with `--format`.
package enum OutputFormat: String, CaseIterable, Sendable {
    /// A table for people.
    case table
    /// JSON for programs.
    case json
    /// CSV for spreadsheets: a header row of the JSON keys (units in their names), a row per day, hour or place.
    case csv
    /// One line a place, for status bars, as `--template` says.
    case line
    /// One JSON object on one line for a Waybar custom module (`return-type: json`): text, tooltip, class, percentage, alt.
    case waybar
    /// i3blocks' three lines: full text, short text, colour; exit 33 (urgent) while a severe warning is in force.
    case i3blocks
    /// A picture: an SVG meteogram of each place (`hourly`, `daily`).
    case svg

    /// Whether a status bar reads the output: the run then always gives it one block, even when it fails.
    package var isStatusBar: Bool { self == .waybar || self == .i3blocks }

    /// Whether a listing (`config`, `providers`, `services`) can be written in the format: a table, JSON or CSV.
    package var isListing: Bool { self == .table || self == .json || self == .csv }
}
