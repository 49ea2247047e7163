import Domain

extension ForecastViewDocument {
    /// The first place's block (a bar has room for one): the view's facts, with the place's and the extras' values among
    /// the text's values, and what every view adds to the tooltip: the place first, the extras' lines (the nowcast's
    /// outlook where one was had, the warnings' headlines), how old an old answer is; urgent as the extras say.
    func statusBar(text template: LineTemplate, on page: Page) -> StatusBarBlock {
        guard let report = reports.first, let extras = extras.first else { return StatusBarFailure(reason: "no forecast").statusBar(text: template, on: page) }
        let words = page.words
        let facts = statusBarFacts(of: report, extras: extras, words: words)
        let values = ForecastViewExtras.addingPlaceFacts(to: facts.values, place: report.place, at: page.now, words: words)
        let place = PlaceText.short(report.place)
        let tooltip: [[String]] = [
            [place],
            facts.tooltip,
            ForecastViewExtras.tooltip(extras, words: words),
            [FreshnessText.asOf(report.freshness, at: page.reading, words: words)].compactMap { $0 },
        ]
        return StatusBarBlock(
            template: template, values: ForecastViewExtras.lineValues(values, adding: extras, words: words), shortText: facts.shortText, tooltip: tooltip.flatMap { $0 },
            condition: facts.condition?.kind, urgency: ForecastViewExtras.urgency(extras), isStale: report.freshness?.isStale ?? false,
            precipitationChance: facts.precipitationChance
        )
    }

    var isUrgent: Bool { extras.first.flatMap { ForecastViewExtras.urgency($0) }?.isUrgent ?? false }
}
