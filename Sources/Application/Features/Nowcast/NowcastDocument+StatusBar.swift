import Domain

extension NowcastDocument: StatusBarDocument {
    /// A report list's formats, and a status bar's block.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line, .waybar, .i3blocks] }

    /// The first place's next two hours in a bar: the strip as its text by default (`{strip}`, a glyph a step), and
    /// the place, the outlook in words, how the steps were made, why the radar had none (when it had none) and how old
    /// an old answer is in the tooltip; the class and `alt` `rain` when rain is coming within the steps (none when dry,
    /// so a style sheet can tell the two). A nowcast has no chance of rain: the block has no `percentage`.
    func statusBar(text template: LineTemplate, on page: Page) -> StatusBarBlock {
        guard let report = reports.first else { return StatusBarFailure(reason: "no nowcast").statusBar(text: template, on: page) }
        let words = page.words
        let values = LineValues.values(report, words: words)
        let tooltip = [
            PlaceText.short(report.place), NowcastText.summary(report, words: words), NowcastText.method(report, words: words),
            NowcastText.fallback(report, words: words), FreshnessText.asOf(report.freshness, at: page.reading, words: words),
        ]
        return StatusBarBlock(
            template: template, values: values, shortText: values["strip"] ?? "", tooltip: tooltip.compactMap { $0 },
            condition: Self.isRainComing(report) ? .rain : nil, isStale: report.freshness?.isStale ?? false
        )
    }

    /// Whether any step is rain.
    private static func isRainComing(_ report: NowcastReport) -> Bool {
        if case .rain = report.summary.outlook { return true }
        return false
    }

    /// A nowcast carries no warnings: never urgent.
    var isUrgent: Bool { false }
}
