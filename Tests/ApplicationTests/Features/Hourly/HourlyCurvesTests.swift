@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("HourlyCurves: the hourly curves")
struct HourlyCurvesTests {
    @Test("a sparkline runs from the lowest to the highest value, squeezes to its width, and leaves gaps blank")
    func sparkline() {
        #expect(Sparkline.line([0, 7, 14], width: 10, ascii: false) == "▁▅█")
        #expect(Sparkline.line([0, 7, nil, 14], width: 10, ascii: true) == ".+ @")
        #expect(Sparkline.line(Array(repeating: 3, count: 5), width: 10, ascii: false) == "▁▁▁▁▁", "a flat series is a floor")
        #expect(Sparkline.line((0..<100).map(Double.init), width: 10, ascii: false).count == 10)
    }

    @Test("the curves never make a line wider than the canvas, and are left out when there is no room", arguments: [30, 40, 80, 200])
    func width(columns: Int) {
        let sample = SampleForecast.londonHours
        let day = HourlyForecastReport(
            location: sample.location, hours: Array(Array(repeating: sample.hours, count: 24).joined().prefix(48)),
            units: sample.units, source: sample.source
        )
        let lines = HourlyCurves.lines(day, canvas: ChartCanvas(columns: columns, ascii: false), words: .english)
        #expect(lines.allSatisfy { $0.displayWidth <= columns }, "\(lines)")
        #expect(lines.isEmpty == (columns < 40), "\(lines)")
        if columns >= 80 { #expect(lines.count == 2 && lines[0].hasPrefix("Temperature") && lines[1].hasPrefix("Precipitation")) }
    }
}
