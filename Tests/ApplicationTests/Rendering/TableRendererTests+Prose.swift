@testable import Application
import Testing

extension TableRendererTests {
    @Suite("notes and footnotes broken at word boundaries to the terminal's width")
    struct Prose {
        let english = (
            note: "Also: London, Ontario, CA · London, Ohio, US · London, Kentucky, US — narrow it with --country or \"London, CA\"",
            footnotes: [
                "1. Wind Advisory issued November 22 at 8:20AM EST until November 22 at 3:20PM EST by NWS Jackson KY",
                "Particles and gases in µg/m³, pollen in grains/m³",
            ]
        )
        let arabic = (
            note: "أماكن أخرى بهذا الاسم: London, Ontario, CA · London, Ohio, US — للتضييق استخدم --country أو \"London, CA\"",
            footnotes: [
                "1. Wind Advisory issued November 22 at 8:20AM EST until November 22 at 3:20PM EST by NWS Jackson KY",
                "الوحدات: ميكروغرام/م³ للجسيمات والغازات، وحبة/م³ لغبار الطلع",
            ]
        )

        /// The note's lines and the footnotes' lines of a small table drawn `width` columns wide.
        private func drawn(note: String, footnotes: [String], width: Int, rightToLeft: Bool) -> (note: [String], footnotes: [String]) {
            var model = TableViewModel(
                header: ReportHeader(title: "London", subtitle: "S", credits: "C"), note: note,
                columns: [TableViewModel.Column("Day"), TableViewModel.Column("Low", alignRight: true)],
                rows: [[TableViewModel.Cell("Sun"), TableViewModel.Cell("4°C")]]
            )
            model.footnotes = footnotes
            let renderer = TableRenderer(styler: Styler(usesColour: false), isolatesRightToLeft: rightToLeft, width: width)
            let blocks = renderer.render(model).split(separator: "\n", omittingEmptySubsequences: false)
                .split(separator: "").map { $0.map(String.init) }
            return (Array(blocks[0].dropFirst(2)), blocks[2])
        }

        /// `lines` without their isolates, as one line again: each line after the first joined at a space, its
        /// indentation dropped.
        private func joined(_ lines: [String]) -> String {
            lines.map { $0.filter { $0 != "\u{2068}" && $0 != "\u{2069}" }.drop { $0 == " " } }.joined(separator: " ")
        }

        @Test("English: at spaces, each line within the width, nothing cut, a numbered line's others under its text", arguments: [80, 40])
        func english(width: Int) {
            let (note, footnotes) = drawn(note: english.note, footnotes: english.footnotes, width: width, rightToLeft: false)
            #expect(note.count > 1 && note.allSatisfy { $0.displayWidth <= width }, "\(note)")
            #expect(joined(note) == english.note)
            let numbered = Array(footnotes.prefix { !$0.hasPrefix("Particles") })
            #expect(numbered.count > 1 && numbered.dropFirst().allSatisfy { $0.hasPrefix("   ") && !$0.hasPrefix("    ") }, "\(numbered)")
            #expect(joined(numbered) == english.footnotes[0])
            #expect(footnotes.allSatisfy { $0.displayWidth <= width }, "\(footnotes)")
        }

        @Test("English at 40 columns, as a reader sees it")
        func englishAt40() {
            let (note, footnotes) = drawn(note: english.note, footnotes: english.footnotes, width: 40, rightToLeft: false)
            #expect(note == [
                "Also: London, Ontario, CA · London,", "Ohio, US · London, Kentucky, US — narrow", "it with --country or \"London, CA\"",
            ])
            #expect(footnotes == [
                "1. Wind Advisory issued November 22 at", "   8:20AM EST until November 22 at", "   3:20PM EST by NWS Jackson KY",
                "Particles and gases in µg/m³, pollen in", "grains/m³",
            ])
        }

        @Test("Arabic: at spaces, within the width, every line's isolates balanced and around every right-to-left letter", arguments: [80, 40])
        func arabic(width: Int) {
            let (note, footnotes) = drawn(note: arabic.note, footnotes: arabic.footnotes, width: width, rightToLeft: true)
            #expect(note.count > 1 && joined(note) == arabic.note, "\(note)")
            let numbered = footnotes.prefix { $0.hasPrefix("1. ") || $0.hasPrefix("   ") }
            #expect(joined(Array(numbered)) == arabic.footnotes[0])
            #expect(joined(Array(footnotes.dropFirst(numbered.count))) == arabic.footnotes[1])
            for line in note + footnotes {
                #expect(line.displayWidth <= width, "\(line)")
                #expect(IsolateAudit.problems(in: line) == [], "\(line)")
            }
            #expect(note[0].hasPrefix("\u{2068}أماكن أخرى"), "each line a phrase of its own")
        }

        @Test("a line that fits is left as it is, its spaces too; none broken without a width")
        func fits() {
            #expect(drawn(note: "Also:  two  spaces", footnotes: ["short"], width: 40, rightToLeft: false) == (["Also:  two  spaces"], ["short"]))
            var model = TableViewModel(header: ReportHeader(title: "T", subtitle: "S", credits: "C"), note: english.note, columns: [], rows: [])
            model.footnotes = english.footnotes
            let text = TableRenderer(styler: Styler(usesColour: false)).render(model)
            #expect(text.contains(english.note + "\n") && text.contains(english.footnotes[0] + "\n"))
        }
    }
}
