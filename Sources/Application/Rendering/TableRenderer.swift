/// Draws a table as text: a heading, aligned columns, and the credits.
///
/// For a right-to-left language the grid stays left to right, and its text is isolated (``BidiIsolation``): the
/// place's name whole, each header, note and footnote line and each cell as a phrase, each chart line run by run.
struct TableRenderer {
    let styler: Styler
    /// Whether the table's words are of a right-to-left language.
    var isolatesRightToLeft = false

    /// The gap between columns.
    private static let gap = "  "

    func render(_ model: TableViewModel) -> String {
        let headings = Self.headings(of: model)
        let widths = Self.columnWidths(of: model)
        let title = isolatesRightToLeft && !model.title.isEmpty ? BidiIsolation.isolated(model.title) : model.title
        var lines = [styler.apply(.bold, to: title), styler.apply(.dim, to: phrase(model.subtitle))]
        for line in model.note?.split(separator: "\n") ?? [] { lines.append(styler.apply(.yellow, to: phrase(String(line)))) }
        if let banner = model.banner { lines.append(styler.apply(banner.style, to: phrase(banner.text))) }
        lines.append("")
        if model.showsHeadings {
            lines.append(line(headings.map { TableViewModel.Cell($0, .bold) }, model: model, widths: widths))
        }
        lines += model.rows.map { line($0, model: model, widths: widths) }
        if !model.chart.isEmpty { lines += [""] + model.chart.map { isolatesRightToLeft ? BidiIsolation.runs($0) : $0 } }
        if !model.footnotes.isEmpty { lines += [""] + model.footnotes.map(phrase) }
        lines += ["", styler.apply(.dim, to: phrase(model.credits))]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a phrase of the table's language: isolated when it is written right to left.
    private func phrase(_ text: String) -> String {
        isolatesRightToLeft ? BidiIsolation.phrase(text) : text
    }

    /// How many columns the table's widest row takes, headings included.
    static func rowWidth(of model: TableViewModel) -> Int {
        let widths = columnWidths(of: model)
        return widths.reduce(0, +) + gap.count * max(0, widths.count - 1)
    }

    private static func headings(of model: TableViewModel) -> [String] {
        model.showsHeadings ? model.columns.map(\.heading) : model.columns.map { _ in "" }
    }

    private static func columnWidths(of model: TableViewModel) -> [Int] {
        let headings = headings(of: model)
        return model.columns.indices.map { column in
            ([headings[column].displayWidth] + model.rows.map { $0[column].text.displayWidth }).max() ?? 0
        }
    }

    /// One row: each cell padded to its column's width before it is styled, so escapes never skew alignment; no
    /// white space at the end of a line.
    private func line(_ cells: [TableViewModel.Cell], model: TableViewModel, widths: [Int]) -> String {
        let padded = cells.enumerated().map { column, cell in
            let isLast = column == cells.count - 1
            let alignRight = model.columns[column].alignRight
            let isolated = phrase(cell.text)
            let text = isLast && !alignRight ? isolated : isolated.padded(to: widths[column], alignRight: alignRight)
            return styler.apply(cell.style, to: text)
        }
        return padded.joined(separator: Self.gap)
    }
}
