import Domain
import TerminalSafety

/// What every meteogram panel has around its plot: the place and what is shown at the top, the temperature's axis on
/// the left with the grid across, a strip along the plot's top for what an extra spans (the warnings in force), and a
/// key and the credits at the bottom. Positions are in a ``Picture/width`` × ``Picture/panelHeight`` panel.
struct MeteogramFrame {
    /// The plot's box.
    let plot: (left: Double, top: Double, width: Double, height: Double)

    /// The plot's bottom edge.
    var bottom: Double { plot.top + plot.height }
    /// The plot's right edge.
    var right: Double { plot.left + plot.width }

    /// The left margin, where the temperature's labels stand.
    static let left = 56.0
    /// The plot's width: the panel less the margins for the two axes' labels.
    static let width = Picture.width - 2 * left
    /// About how wide a cell of small text is (a wide character is two): for laying out texts one after another.
    static let cellWidth = 5.6
    /// The cells of small text a line across the panel holds, margins kept.
    static let lineCells = Int((Picture.width - 32) / cellWidth)

    /// One entry of the key: a swatch drawn in a class's colour, and what it stands for.
    struct KeyEntry {
        /// The swatch: a line (a curve), a box (bars, bands, shading).
        enum Swatch { case line, box }
        /// The class the swatch is drawn in (its colour).
        let style: String
        /// Its shape.
        let swatch: Swatch
        /// What it stands for, in the page's language.
        let label: String
    }

    /// A stretch of the plot's time axis, from `left` to `right`: a span an extra draws along the top.
    struct Stretch {
        /// Where it starts.
        let left: Double
        /// Where it ends.
        let right: Double
    }

    /// The place, and under it where and what (coordinate, zone, detail, age) as a table's header says them, each cut
    /// to the panel's width.
    static func header(_ header: ReportHeader, into markup: inout SVGMarkup) {
        markup.element("text", ["class": "ink title", "x": 16, "y": 26], text: fitted(header.title, cells: Int(Double(lineCells) / 1.6)))
        markup.element("text", ["class": "muted small", "x": 16, "y": 44], text: fitted(header.subtitle, cells: lineCells))
    }

    /// The plot's background (the class the checks find it by, with `columns` columns), drawn first.
    func background(columns: Int, into markup: inout SVGMarkup) {
        markup.element("rect", [
            "class": "plot bg", "x": .number(plot.left), "y": .number(plot.top), "width": .number(plot.width), "height": .number(plot.height),
            "data-columns": .number(Double(columns)),
        ])
    }

    /// The temperature's grid lines across the plot, and their values on the left with the unit above them.
    func temperatureAxis(_ scale: PictureScale, units: Units, words: Catalogue, into markup: inout SVGMarkup) {
        for tick in scale.ticks {
            let y = scale.position(tick)
            markup.element("line", ["class": "grid", "x1": .number(plot.left), "y1": .number(y), "x2": .number(right), "y2": .number(y)])
            markup.element("text", ["class": "muted small end", "x": .number(plot.left - 6), "y": .number(y + 3.5)], text: words.number(tick, decimals: 0))
        }
        markup.element("text", ["class": "muted small end", "x": .number(plot.left - 6), "y": .number(min(scale.end, scale.start) - 8)], text: units.temperatureSymbol)
    }

    /// A strip along the plot's top: a box over each of `stretches`, drawn in the class `style`.
    func strip(_ stretches: [Stretch], style: String, into markup: inout SVGMarkup) {
        for stretch in stretches {
            markup.element("rect", ["class": .word(style), "x": .number(stretch.left), "y": .number(plot.top + 2), "width": .number(stretch.right - stretch.left), "height": 7])
        }
    }

    /// The key at `y`, each entry after the one before (widths estimated from the labels' cells) while the panel has
    /// room, then the credits under it, on two lines where one is not enough.
    static func footer(key: [KeyEntry], credits: String, y: Double, into markup: inout SVGMarkup) {
        var x = 16.0
        for entry in key {
            let width = 20 + Double(entry.label.terminalSafe.displayWidth) * cellWidth
            guard x + width <= Picture.width - 16 else { break }
            switch entry.swatch {
            case .line: markup.element("line", ["class": .word(entry.style), "x1": .number(x), "y1": .number(y - 4), "x2": .number(x + 16), "y2": .number(y - 4)])
            case .box: markup.element("rect", ["class": .word(entry.style), "x": .number(x), "y": .number(y - 9), "width": 14, "height": 10])
            }
            markup.element("text", ["class": "ink small", "x": .number(x + 20), "y": .number(y)], text: entry.label)
            x += width + 18
        }
        for (index, line) in creditLines(credits).enumerated() {
            markup.element("text", ["class": "muted small", "x": 16, "y": .number(y + 15 + Double(index) * 12)], text: line)
        }
    }

    /// The credits in lines of the panel's width, broken between sources; at most two, each cut where it must.
    private static func creditLines(_ credits: String) -> [String] {
        var lines: [String] = []
        for part in credits.terminalSafe.split(separator: " · ").map(String.init) {
            if let last = lines.last, (last + " · " + part).displayWidth <= lineCells {
                lines[lines.count - 1] = last + " · " + part
            } else {
                lines.append(part)
            }
        }
        let kept = lines.count > 2 ? [lines[0], lines[1...].joined(separator: " · ")] : lines
        return kept.map { fitted($0, cells: lineCells) }
    }

    /// `text` (made terminal-safe) within `cells` cells: cut with "…" where longer.
    static func fitted(_ text: String, cells: Int) -> String {
        let safe = text.terminalSafe
        guard safe.displayWidth > cells else { return safe }
        var cut = "", width = 0
        for character in safe {
            let next = String(character).displayWidth
            guard width + next < cells else { break }
            cut.append(character)
            width += next
        }
        return cut + "…"
    }
}
