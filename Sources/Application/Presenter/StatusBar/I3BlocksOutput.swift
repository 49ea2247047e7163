import TerminalSafety

extension StatusBarBlock {
    /// i3blocks' lines: the full text (with a failure's reason, having no tooltip), the short text and the colour
    /// (an empty line for the bar's own); no fourth, which i3blocks would read as the background.
    var i3blocks: String {
        let full = ([template.render(values)] + [detail].compactMap { $0 }).joined(separator: " ")
        return [full, shortText, colour ?? ""].map { $0.terminalSafe + "\n" }.joined()
    }

    /// The text's colour: the urgency's (a warning's by its severity, as a table draws its banner), else orange for a
    /// failure and grey for an old answer; `nil` for the bar's own.
    var colour: String? { urgency?.colour ?? (isError ? "#FF8800" : isStale ? "#888888" : nil) }
}
