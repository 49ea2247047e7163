import Domain

/// `forecast nowcast` as a table: the outlook in one line, the strip of the steps with the place's clock under it,
/// and the strip's legend; the header says how the steps were made, and the note which service had none here.
enum NowcastTable {
    /// The report's table, its strip in ASCII when `ascii`.
    static func view(_ report: NowcastReport, now: ReadingTime, words: Catalogue, ascii: Bool) -> TableViewModel {
        // No line of times where no step begins on a half hour: a blank row would end in spaces.
        let ticks = NowcastStrip.ticks(report)
        let rows: [[TableViewModel.Cell]] = [
            [TableViewModel.Cell(words("nowcast.label.outlook"), .bold), TableViewModel.Cell(NowcastText.summary(report, words: words), style(report.summary.outlook))],
            [TableViewModel.Cell(words("label.precipitation"), .bold), TableViewModel.Cell(NowcastStrip.line(report, ascii: ascii))],
        ] + (ticks.isEmpty ? [] : [[TableViewModel.Cell(""), TableViewModel.Cell(ticks, .dim)]]) + [
            [TableViewModel.Cell(words("nowcast.label.legend"), .bold), TableViewModel.Cell(NowcastStrip.legend(units: report.units, ascii: ascii, words: words), .dim)],
        ]
        return TableViewModel(
            header: ReportHeader(report: report, detail: NowcastText.method(report, words: words), now: now, words: words),
            note: NowcastText.fallback(report, words: words),
            columns: [TableViewModel.Column("Label"), TableViewModel.Column("Value")],
            showsHeadings: false,
            rows: rows
        )
    }

    /// The outlook's colour: rain cyan, dry green, not known dim.
    static func style(_ outlook: NowcastSummary.Outlook) -> TextStyle {
        switch outlook {
        case .rain: .cyan
        case .dry: .green
        case .unknown: .dim
        }
    }
}
