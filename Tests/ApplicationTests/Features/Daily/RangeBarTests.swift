@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("RangeBar: the daily range chart")
struct RangeBarTests {
    @Test("bars share one scale: the coldest low starts at the left, the warmest high ends at the right")
    func sharedScale() {
        let bars = RangeBar.bars(lows: [0, 5, nil], highs: [10, 20, 8], width: 21, ascii: true)
        #expect(bars[0] == String(repeating: "=", count: 11))
        #expect(bars[1] == String(repeating: " ", count: 5) + String(repeating: "=", count: 16))
        #expect(bars[2] == "", "a day without a low has no bar")
        #expect(RangeBar.bars(lows: [3], highs: [3], width: 10, ascii: false) == ["━"])
    }

    @Test("the chart fits the canvas: no line wider than it, none drawn when under 8 columns would be left", arguments: [40, 80, 100, 200])
    func fitsCanvas(columns: Int) throws {
        let output = RecordingOutput()
        let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: columns, ascii: true), clock: SystemClock())
        try presenter.write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .table)
        let lines = output.results.joined().split(separator: "\n").filter { $0.hasPrefix("Sun ") || $0.hasPrefix("Mon ") || $0.hasPrefix("Day") }
        let tableWidth = lines.map { String($0).displayWidth }.max() ?? 0
        #expect(!lines.isEmpty)
        #expect(lines.contains { $0.hasSuffix("Range") } == (columns >= 100), "\(lines)")
        // Sunrise and sunset come beside the range where both fit (this table is 80 wide without them, 97 with).
        #expect(lines.contains { $0.contains("Sunrise  Sunset") } == (columns >= 200), "\(lines)")
        if columns >= 100 { #expect(tableWidth <= columns) }
    }
}
