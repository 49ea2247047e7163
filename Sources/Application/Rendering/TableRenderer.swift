/// Draws a table as text: a heading, aligned columns, and the credits.
///
/// For a right-to-left language the grid stays left to right, and its text is isolated (``BidiIsolation``): the
/// place's name whole, each header, note and footnote line and each cell as a phrase, each chart line run by run.
/// The lines of prose around the grid (the heading, the note, the banner, the footnotes, the credits) are broken to
/// the terminal's width at word boundaries (``TextWrap/broken(_:width:)``) before they are isolated, so that each
/// line on the screen holds whole isolates; the grid and the chart are laid out to fit and are not broken.
struct TableRenderer {
    /// How styled text is drawn (colour or not).
    let styler: Styler
    /// Whether the table's words are of a right-to-left language.
    var isolatesRightToLeft = false
    /// The columns a line of prose may take (the terminal's width); `nil`: lines are not broken.
    var width: Int? = nil

    /// The gap between columns.
    private static let gap = "  "

    func render(_ model: TableViewModel) -> String {
        let headings = Self.headings(of: model)
        let widths = Self.columnWidths(of: model)
        let isolatesTitle = isolatesRightToLeft && !model.title.isEmpty
        var lines = prose(model.title, .bold, isolate: isolatesTitle ? BidiIsolation.isolated : { $0 }) + prose(model.subtitle, .dim)
        for line in model.note?.split(separator: "\n") ?? [] { lines += prose(String(line), .yellow) }
        if let banner = model.banner { lines += prose(banner.text, banner.style) }
        lines.append("")
        if model.showsHeadings {
            lines.append(line(headings.map { TableViewModel.Cell($0, .bold) }, model: model, widths: widths))
        }
        lines += model.rows.map { line($0, model: model, widths: widths) }
        if !model.chart.isEmpty { lines += [""] + model.chart.map { isolatesRightToLeft ? BidiIsolation.runs($0) : $0 } }
        if !model.footnotes.isEmpty { lines += [""] + model.footnotes.flatMap { prose($0) } }
        lines += [""] + prose(model.credits, .dim)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A line of prose in `style`: broken to ``width``, and each of its lines isolated on its own (by default as a
    /// phrase of the table's language), so that no isolate is split between two lines.
    private func prose(_ text: String, _ style: TextStyle = .plain, isolate: ((String) -> String)? = nil) -> [String] {
        let lines = width.map { TextWrap.broken(text, width: $0) } ?? [text]
        return lines.map { styler.apply(style, to: isolate?($0) ?? phrase($0)) }
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
