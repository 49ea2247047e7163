@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

extension MarineDocumentTests {
    /// The marine tables as a terminal shows them: within its width, and every column in its own band of cells on every
    /// row, in a right-to-left language and in a wide script as in English.
    @Suite("the sea's tables laid out: within the terminal, aligned in every script")
    struct Layout {
        /// The hourly and the daily table of the sample in `words`' language.
        static func tables(_ words: Catalogue) -> [TableViewModel] {
            [SampleMarine.biarritz, SampleMarine.biarritzDays].map { MarineTable.view($0, now: ReadingTime(clock: SystemClock()), words: words, ascii: false) }
        }

        /// The grid's lines of `table` drawn in `language` at `width` columns (all of it without one), bidi controls
        /// taken out, after the heading line's blank line.
        static func grid(_ table: TableViewModel, language: Language, width: Int? = nil) -> (model: TableViewModel, lines: [String]) {
            let fitted = width.map { table.fitted(to: $0) } ?? table
            let drawn = TableRenderer(styler: Styler(usesColour: false), isolatesRightToLeft: language.isRightToLeft, width: width).render(fitted)
            let lines = drawn.split(separator: "\n", omittingEmptySubsequences: false).map { String($0.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) }) }
            let start = (lines.firstIndex(of: "") ?? 0) + 1
            return (fitted, Array(lines[start..<(start + 1 + fitted.rows.count)]))
        }

        /// `line` cut into the bands of cells `widths` give, two cells apart, each band's text without its padding.
        static func bands(_ line: String, widths: [Int]) -> [String] {
            var bands: [String] = [], rest = Substring(line)
            for (index, width) in widths.enumerated() {
                var band = "", taken = 0
                while let character = rest.first, taken < width || (index == widths.count - 1) {
                    taken += String(character).displayWidth
                    band.append(character)
                    rest = rest.dropFirst()
                }
                bands.append(band.trimmingCharacters(in: [" "]))
                rest = rest.dropFirst(2)
            }
            return bands
        }

        @Test("every cell stands in its column's band on every row, headings too", arguments: [Language.en, .ar, .ja, .hi])
        func aligned(language: Language) {
            for table in Self.tables(Catalogue(language)) {
                let (model, lines) = Self.grid(table, language: language)
                let widths = model.columns.indices.map { column in
                    ([model.columns[column].heading.displayWidth] + model.rows.map { $0[column].text.displayWidth }).max() ?? 0
                }
                #expect(Self.bands(lines[0], widths: widths) == model.columns.map(\.heading), "\(language): \(lines[0])")
                for (line, row) in zip(lines.dropFirst(), model.rows) {
                    #expect(Self.bands(line, widths: widths) == row.map(\.text), "\(language): \(line)")
                }
            }
        }

        @Test("right to left: no right-to-left letter outside an isolate, every digit in a left-to-right one", arguments: [Language.ar, .fa, .he])
        func isolated(language: Language) {
            for table in Self.tables(Catalogue(language)) {
                let drawn = TableRenderer(styler: Styler(usesColour: false), isolatesRightToLeft: true, width: 120).render(table)
                for line in drawn.split(separator: "\n") {
                    #expect(IsolateAudit.problems(in: String(line)) == [], "\(line)")
                }
            }
        }

        @Test("80 columns keep the waves, swell, the sea's temperature and level by hour and the waves and tides by day; 120 all but the secondary swell", arguments: [80, 120])
        func fitted(width: Int) {
            let tables = Self.tables(.english)
            for table in tables {
                let (_, lines) = Self.grid(table, language: .en, width: width)
                #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
            }
            let hours = tables[0].fitted(to: width).columns.map(\.heading), days = tables[1].fitted(to: width).columns.map(\.heading)
            if width == 80 {
                #expect(hours == ["Day", "Time", "Waves", "Swell", "Sea temp", "Sea level"])
                #expect(days == ["Day", "Waves", "High water (m)", "Low water (m)"])
            } else {
                #expect(hours == ["Day", "Time", "Sea", "Waves", "Wind waves", "Swell", "Sea temp", "Current", "Sea level"])
                #expect(days == ["Day", "Sea", "Waves", "Swell", "Sea temp", "High water (m)", "Low water (m)"])
            }
        }
    }
}
