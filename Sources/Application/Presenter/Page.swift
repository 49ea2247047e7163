import Domain

/// How tables are drawn for this run: their colours, their language, the time they are read at, and the canvas
/// charts are drawn on.
struct Page: Sendable {
    /// How styled text is drawn (colour or not).
    let styler: Styler
    /// The language of tables and lines.
    let words: Catalogue
    /// The time the page is read at, on its reader's clock (a stale answer's age, the current hour).
    let reading: ReadingTime
    /// Where charts go; `nil`: no charts.
    let canvas: ChartCanvas?

    /// Now.
    var now: Instant { reading.now }

    /// `table` drawn, within the canvas's width where a column may yield (``TableViewModel/fitted(to:)``), its lines
    /// of prose broken to that width.
    func render(_ table: TableViewModel) -> String {
        let fitted = canvas.map { table.fitted(to: $0.columns) } ?? table
        let renderer = TableRenderer(styler: styler, isolatesRightToLeft: words.language.isRightToLeft, width: canvas?.columns)
        return renderer.render(fitted)
    }

    /// A line of text in the page's language (a `--format line` line, a one-line answer): isolated as a phrase when
    /// the language is written right to left (``BidiIsolation``), else as it is.
    func phrase(_ text: String) -> String {
        words.language.isRightToLeft ? BidiIsolation.phrase(text) : text
    }

    /// Each table drawn, separated by a blank line.
    func render(_ tables: [TableViewModel]) -> String {
        tables.map(render).joined(separator: "\n")
    }
}
