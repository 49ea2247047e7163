@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("TableRenderer: wide characters and colour")
struct TableRendererTests {
    @Test("CJK names, accents and an emoji keep every column aligned, counted in terminal columns")
    func alignment() {
        let model = TableViewModel(
            header: ReportHeader(title: "Places", subtitle: "three", credits: "—"), note: nil,
            columns: [TableViewModel.Column("Name"), TableViewModel.Column("Sky"), TableViewModel.Column("High", alignRight: true)],
            rows: [
                [TableViewModel.Cell("北京"), TableViewModel.Cell("☀ Clear"), TableViewModel.Cell("12°C")],
                [TableViewModel.Cell("São Paulo"), TableViewModel.Cell("🌈 Rain"), TableViewModel.Cell("28°C")],
                [TableViewModel.Cell("Enschede"), TableViewModel.Cell("☁ Overcast"), TableViewModel.Cell("7°C")],
            ]
        )
        let lines = TableRenderer(styler: Styler(usesColour: false)).render(model).split(separator: "\n").map(String.init)
        let table = lines.filter { $0.hasPrefix("Name") || $0.hasPrefix("北京") || $0.hasPrefix("São") || $0.hasPrefix("Enschede") }
        #expect(table.count == 4)
        // Each row's second column starts at the same terminal column, and every row ends at the same one.
        let skies = ["Sky", "☀ Clear", "🌈 Rain", "☁ Overcast"]
        let starts = zip(table, skies).map { line, sky in line.firstRange(of: sky).map { String(line[..<$0.lowerBound]).displayWidth } }
        #expect(Set(starts).count == 1 && starts[0] != nil, "\(table)")
        #expect(Set(table.map(\.displayWidth)).count == 1, "\(table)")
        #expect("北京".displayWidth == 4 && "São Paulo".displayWidth == 9 && "🌈".displayWidth == 2)
    }
}
