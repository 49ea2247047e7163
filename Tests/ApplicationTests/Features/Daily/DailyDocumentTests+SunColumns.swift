@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

extension DailyDocumentTests {
    @Suite("sunrise and sunset in the daily table")
    struct SunColumns {
        func header(columns: Int, forecast: DailyForecastReport = SampleForecast.london) throws -> (header: String, rows: [String]) {
            let output = RecordingOutput()
            let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: columns, ascii: true), clock: SystemClock())
            try presenter.write(DailyDocument(reports: [forecast], extras: [PlaceExtras()]), as: .table)
            let lines = output.results.joined().split(separator: "\n").map(String.init)
            let header = try #require(lines.first { $0.hasPrefix("Day") })
            return (header, lines.filter { $0.hasPrefix("Sun ") || $0.hasPrefix("Mon ") || $0.hasPrefix("Tue ") })
        }

        @Test("beside the range where both fit, a day without them a dash; the range alone where only it fits")
        func besideRange() throws {
            let wide = try header(columns: 120)
            #expect(wide.header.hasSuffix("Sunrise  Sunset  Range"))
            #expect(wide.rows[0].contains("07:25    15:59  ") && wide.rows[1].contains("—        —  "), "\(wide.rows)")
            let narrower = try header(columns: 98)
            #expect(narrower.header.hasSuffix("Wind        Range"))
        }

        @Test("a forecast with no sunrise or sunset at all has no such columns, however wide the terminal")
        func none() throws {
            let bare = DailyForecastReport(
                location: SampleForecast.unique, days: [DailyForecast(date: LocalDate(year: 2026, month: 11, day: 22)!, temperatureMin: 1, temperatureMax: 5)],
                units: .metric, source: SampleForecast.source
            )
            #expect(try !header(columns: 200, forecast: bare).header.contains("Sunrise"))
        }
    }
}
