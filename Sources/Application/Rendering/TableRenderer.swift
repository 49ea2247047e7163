/// Draws a forecast table as text: a heading, aligned columns, and the credits.
struct TableRenderer {
    let styler: Styler

    /// The gap between columns.
    private static let gap = "  "

    func render(_ model: ForecastTableViewModel) -> String {
        let widths = model.columns.indices.map { column in
            ([model.columns[column].heading.displayWidth] + model.rows.map { $0[column].text.displayWidth }).max() ?? 0
        }
        var lines = [
            styler.apply(.bold, to: model.title),
            styler.apply(.dim, to: model.subtitle),
            "",
            line(model.columns.map { ForecastTableViewModel.Cell($0.heading, .bold) }, model: model, widths: widths),
        ]
        lines += model.rows.map { line($0, model: model, widths: widths) }
        lines += ["", styler.apply(.dim, to: model.credits)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One row: each cell padded to its column's width before it is styled, so escapes never skew alignment.
    private func line(_ cells: [ForecastTableViewModel.Cell], model: ForecastTableViewModel, widths: [Int]) -> String {
        let padded = cells.enumerated().map { column, cell in
            let isLast = column == cells.count - 1
            let alignRight = model.columns[column].alignRight
            let text = isLast && !alignRight ? cell.text : cell.text.padded(to: widths[column], alignRight: alignRight)
            return styler.apply(cell.style, to: text)
        }
        return padded.joined(separator: Self.gap)
    }
}
