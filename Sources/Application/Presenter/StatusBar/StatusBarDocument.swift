import Domain

/// A document a status bar shows (`--format waybar`, `--format i3blocks`): one block for the run, whatever the number
/// of places asked, since a bar has room for one.
protocol StatusBarDocument: Document {
    /// The block, its text filled in from `template` in the page's language.
    func statusBar(text template: LineTemplate, on page: Page) -> StatusBarBlock
    /// Whether a severe or extreme warning is in force where the block is for: i3blocks then marks it urgent (exit 33).
    var isUrgent: Bool { get }
}
