/// The output formats a person can ask for with `--format`, and what each is, in one place: its purpose (for help),
/// whether it takes a line template, and how a run in it ends. How a format writes a document is its ``FormatOffer``,
/// in its own file beside this one; which formats a document offers, its ``Document/formats``.
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
    /// A picture: an SVG meteogram of each place.
    case svg

    /// What the format is for, as help says it after the format's name ("for people"); formats side by side with the
    /// same purpose are named together ("waybar or i3blocks for status bars").
    package var purpose: String {
        switch self {
        case .table: "for people"
        case .json: "for programs"
        case .csv: "for spreadsheets"
        case .line: "(polybar, tmux)"
        case .waybar, .i3blocks: "for status bars"
        case .svg: "for a picture"
        }
    }

    /// Whether the format writes text from a line template (`--template`): a line's, or a status bar's block's.
    package var takesTemplate: Bool { self == .line || isStatusBar }

    /// Whether a status bar reads the output: the run then always gives it one block, even when it fails.
    package var isStatusBar: Bool { self == .waybar || self == .i3blocks }
}
