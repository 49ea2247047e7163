@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("TableViewModel: a table within the terminal's width")
struct TableViewModelTests {
    let model = TableViewModel(
        header: ReportHeader(title: "T", subtitle: "S", credits: "C"), note: nil,
        columns: [
            TableViewModel.Column("Day"), TableViewModel.Column("Trend", yieldOrder: 1), TableViewModel.Column("Wind", yieldOrder: 2),
            TableViewModel.Column("High", alignRight: true),
        ],
        rows: [[TableViewModel.Cell("Sun 22 Nov"), TableViewModel.Cell("██████████"), TableViewModel.Cell("18 km/h SW"), TableViewModel.Cell("9°C")]]
    )

    @Test("columns yield in their order until the table fits; one that never yields stays however narrow", arguments: [
        (80, ["Day", "Trend", "Wind", "High"]), (35, ["Day", "Wind", "High"]), (25, ["Day", "High"]), (5, ["Day", "High"]),
    ])
    func fitted(width: Int, headings: [String]) {
        let fitted = model.fitted(to: width)
        #expect(fitted.columns.map(\.heading) == headings)
        #expect(fitted.rows[0].count == headings.count && fitted.rows[0].last?.text == "9°C", "the cells go with their columns")
    }
}
