import Domain

extension MarineDocument: StatusBarDocument {
    /// A report list's formats, and a status bar's block.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line, .waybar, .i3blocks] }

    /// The first place's sea in a bar: the waves and the sea's temperature by default, the waves' height alone where
    /// room is short; in the tooltip the place, where the sea shown is, a labelled line each for the waves (with the
    /// sea's state), the swell, the sea's temperature and the current where known, the next high or low water, and how
    /// old an old answer is. The sea has no condition and no chance of rain: no class but
    /// `stale`, no `alt`, no `percentage`.
    func statusBar(text template: LineTemplate, on page: Page) -> StatusBarBlock {
        guard let report = reports.first else { return StatusBarFailure(reason: "no marine forecast").statusBar(text: template, on: page) }
        let words = page.words
        let values = LineValues.values(report, words: words)
        func labelled(_ column: String, _ parts: [String?]) -> String? {
            parts.contains { $0 != nil } ? StatusBarFacts.line(words("column." + column), parts) : nil
        }
        let tooltip = [
            PlaceText.short(report.place), values["sea"], labelled("waves", [values["sea_state"], values["waves"]]), labelled("swell", [values["swell"]]),
            labelled("sea_temperature", [values["sea_temperature"]]), labelled("current", [values["current"]]), values["tide"],
            FreshnessText.asOf(report.freshness, at: page.reading, words: words),
        ]
        let height = MarineText.currentHour(report)?.waves.height.map { MarineText.height($0, units: report.units, words: words) }
        return StatusBarBlock(
            template: template, values: values, shortText: height ?? TableViewModel.missing.text, tooltip: tooltip.compactMap { $0 },
            isStale: report.freshness?.isStale ?? false
        )
    }

    /// The sea carries no warnings: never urgent.
    var isUrgent: Bool { false }
}
