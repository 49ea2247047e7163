import Domain

extension ForecastViewDocument {
    /// The first place's block (a bar has room for one): the view's facts, with the Moon and `{alerts}` among the
    /// text's values, and what every view adds to the tooltip: the place first, the warnings' headlines, how old an
    /// old answer is, and the nowcast's outlook where one was asked (`current`, where radar or a 15-minute model covers
    /// the place).
    func statusBar(text template: LineTemplate, on page: Page) -> StatusBarBlock {
        guard let report = reports.first, let extras = extras.first else { return StatusBarFailure(reason: "no forecast").statusBar(text: template, on: page) }
        let words = page.words
        let facts = statusBarFacts(of: report, extras: extras, words: words)
        let values = LineValues.addingMoon(to: facts.values, place: report.place, at: page.now, words: words)
        let place = PlaceText.short(report.place)
        let tooltip: [[String]] = [
            [place],
            facts.tooltip,
            [extras.nowcast.map { NowcastText.summary($0, words: words) }].compactMap { $0 },
            (extras.alerts?.alerts ?? []).prefix(Self.alertsInTooltip).map { "⚠ " + ($0.headline ?? $0.event) },
            [FreshnessText.asOf(report.freshness, at: page.reading, words: words)].compactMap { $0 },
        ]
        return StatusBarBlock(
            template: template, values: extras.addingAlerts(to: values, words: words), shortText: facts.shortText, tooltip: tooltip.flatMap { $0 },
            condition: facts.condition?.kind, severity: Self.severityInForce(extras), isStale: report.freshness?.isStale ?? false,
            precipitationChance: facts.precipitationChance
        )
    }

    /// The most warnings a tooltip lists, most severe first.
    private static var alertsInTooltip: Int { 3 }

    var isUrgent: Bool { extras.first.flatMap(Self.severityInForce).map { $0 >= .severe } ?? false }

    /// The most severe of the place's warnings in force when they were checked; `nil` when none is.
    private static func severityInForce(_ extras: PlaceExtras) -> WeatherAlert.Severity? {
        extras.alerts?.active.map(\.severity).max()
    }
}
