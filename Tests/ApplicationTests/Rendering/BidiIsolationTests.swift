@testable import Application
import Testing

@Suite("Right-to-left text in a left-to-right grid")
struct BidiIsolationTests {
    let open = "\u{2068}", close = "\u{2069}"

    @Test("a phrase is isolated whole, and its numbers, signs, units, times and Latin words again inside it")
    func phrase() {
        #expect(BidiIsolation.phrase("مطر خفيف") == "\(open)مطر خفيف\(close)")
        #expect(BidiIsolation.phrase("الأحد 22 نوفمبر") == "\(open)الأحد \(open)22\(close) نوفمبر\(close)")
        #expect(BidiIsolation.phrase("−2°C حتى 12:00") == "\(open)\(open)−2°C\(close) حتى \(open)12:00\(close)\(close)")
        #expect(BidiIsolation.phrase("גם: London, Ontario, CA — הגדירו --country") == "\(open)גם: \(open)London, Ontario, CA\(close) — הגדירו \(open)--country\(close)\(close)")
        #expect(BidiIsolation.phrase("   تحذير  ") == "   \(open)تحذير\(close)  ", "an indent stays outside, where the grid puts it")
        #expect(BidiIsolation.phrase("رطوبة 23%") == "\(open)رطوبة \(open)23%\(close)\(close)", "the percent sign stays with its number")
        #expect(BidiIsolation.phrase("לפרטים: forecast alerts \"London, KY\"") == "\(open)לפרטים: \(open)forecast alerts \"London, KY\"\(close)\(close)", "a quote closed with its run")
        #expect(BidiIsolation.phrase("(ועוד 1)") == "\(open)(ועוד \(open)1\(close))\(close)", "a parenthesis opened in right-to-left text stays there")
        #expect(BidiIsolation.phrase("من 03:20 (+1 أخرى)") == "\(open)من \(open)03:20\(close) (\(open)+1\(close) أخرى)\(close)", "and one closed there too")
    }

    @Test("text without a right-to-left letter is left as it is: numbers, Latin names, Japanese")
    func leftToRight() {
        for text in ["4°C", "0.3 mm", "London, England, United Kingdom", "小雨", "", "18 km/h SW"] {
            #expect(BidiIsolation.phrase(text) == text)
            #expect(BidiIsolation.runs(text) == text)
        }
    }

    @Test("a drawn line keeps its order: each right-to-left run isolated where it stands")
    func runs() {
        #expect(BidiIsolation.runs("درجة الحرارة  ▁▂▃▅  4…11°C") == "\(open)درجة الحرارة\(close)  ▁▂▃▅  4…11°C")
        #expect(BidiIsolation.runs("▁▂ גשם ▃") == "▁▂ \(open)גשם\(close) ▃")
    }

    @Test("isolates take no cell, so an isolated table stays aligned")
    func widths() {
        #expect(BidiIsolation.phrase("مطر خفيف").displayWidth == "مطر خفيف".displayWidth)
        let model = TableViewModel(
            header: ReportHeader(title: "London", subtitle: "7 أيام", credits: "—"), note: nil,
            columns: [TableViewModel.Column("اليوم"), TableViewModel.Column("الطقس"), TableViewModel.Column("العظمى", alignRight: true)],
            rows: [
                [TableViewModel.Cell("الأحد 22 نوفمبر"), TableViewModel.Cell("☂ مطر خفيف"), TableViewModel.Cell("12°C")],
                [TableViewModel.Cell("الاثنين 23 نوفمبر"), TableViewModel.Cell("☁ غائم"), TableViewModel.Cell("7°C")],
            ]
        )
        let text = TableRenderer(styler: Styler(usesColour: false), isolatesRightToLeft: true).render(model)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(open)London\(close)", "the place's name isolated whole")
        let rows = lines.filter { $0.contains("°C") || $0.contains("العظمى") }
        #expect(rows.count == 3 && Set(rows.map(\.displayWidth)).count == 1, "\(rows)")
        for line in lines {
            #expect(IsolateAudit.problems(in: line) == [], "\(line)")
        }
    }
}
