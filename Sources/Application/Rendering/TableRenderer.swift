/// Draws a table as text: a heading, aligned columns, and the credits.
struct TableRenderer {
    let styler: Styler

    /// The gap between columns.
    private static let gap = "  "

    func render(_ model: TableViewModel) -> String {
        let headings = Self.headings(of: model)
        let widths = Self.columnWidths(of: model)
        var lines = [styler.apply(.bold, to: model.title), styler.apply(.dim, to: model.subtitle)]
        for line in model.note?.split(separator: "\n") ?? [] { lines.append(styler.apply(.yellow, to: String(line))) }
        if let banner = model.banner { lines.append(styler.apply(banner.style, to: banner.text)) }
        lines.append("")
        if model.showsHeadings {
            lines.append(line(headings.map { TableViewModel.Cell($0, .bold) }, model: model, widths: widths))
        }
        lines += model.rows.map { line($0, model: model, widths: widths) }
        if !model.chart.isEmpty { lines += [""] + model.chart }
        lines += ["", styler.apply(.dim, to: model.credits)]
        return lines.joined(separator: "\n") + "\n"
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
            let text = isLast && !alignRight ? cell.text : cell.text.padded(to: widths[column], alignRight: alignRight)
            return styler.apply(cell.style, to: text)
        }
        return padded.joined(separator: Self.gap)
    }
}
