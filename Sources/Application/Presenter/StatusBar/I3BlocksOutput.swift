import Domain
import TerminalSafety

extension StatusBarBlock {
    /// i3blocks' lines: the full text (with a failure's reason, having no tooltip), the short text and the colour
    /// (an empty line for the bar's own); no fourth, which i3blocks would read as the background.
    var i3blocks: String {
        let full = ([template.render(values)] + [detail].compactMap { $0 }).joined(separator: " ")
        return [full, shortText, colour ?? ""].map { $0.terminalSafe + "\n" }.joined()
    }

    /// The text's colour: the warning's in force by its severity (as a table draws its banner), else orange for a
    /// failure and grey for an old answer; `nil` for the bar's own.
    var colour: String? {
        switch severity {
        case .extreme?: "#FF55FF"
        case .severe?: "#FF5555"
        case .moderate?: "#FFCC00"
        case .minor?: "#55CCFF"
        case .unknown?, nil: isError ? "#FF8800" : isStale ? "#888888" : nil
        }
    }
}
