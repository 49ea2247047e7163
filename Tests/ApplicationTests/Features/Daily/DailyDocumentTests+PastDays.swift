@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

extension DailyDocumentTests {
    @Suite("with past days and the normal (daily --past-days --normal, and history's note), as stored")
    struct PastDays {
        let output = RecordingOutput()

        /// London's sample days, the first of them marked observed, each against a normal high of 8 °C and low of −2 °C.
        var extras: PlaceExtras {
            let normals = StatisticsNormals.constant(high: 8)
            var extras = PlaceExtras(note: "Observed: to Sun 22 Nov from the ERA5 reanalysis, from Mon 23 Nov the forecast model's recent past")
            extras[PastDaysExtra.self] = SampleForecast.london.days.first?.date
            extras[NormalsExtra.self] = NormalsComparison(
                days: SampleForecast.london.days.map { DayAgainstNormal($0, normals: normals) }, source: DataSource(provider: "Archive", attribution: "Archive")
            )
            return extras
        }

        @Test("in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line])
        func formats(format: OutputFormat) throws {
            var presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: 120, ascii: true), clock: SystemClock())
            if format == .line { presenter.lineTemplate = try LineTemplate("{date} {temperature_max}", placeholders: LineValues.daily) }
            try presenter.write(DailyDocument(reports: [SampleForecast.london], extras: [extras]), as: format)
            try expected.check(output.results.joined(), against: "daily-past-normal.\(format.rawValue).txt")
        }

        @Test("CSV of two places, only one with its normal and past days: every row as long as the header, the other's empty")
        func csvOfTwoPlaces() throws {
            let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
            try presenter.write(DailyDocument(reports: [SampleForecast.london, SampleForecast.london], extras: [extras, PlaceExtras()]), as: .csv)
            let rows = output.results.joined().split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            let header = try #require(rows.first)
            #expect(header.contains("normal_temperature_max") && header.contains("past"))
            #expect(rows.allSatisfy { $0.count == header.count }, "\(rows.map(\.count))")
            let normal = try #require(header.firstIndex(of: "normal_temperature_max"))
            #expect(rows.dropFirst().map { $0[normal] } == Array(repeating: "8", count: SampleForecast.london.days.count) + Array(repeating: "", count: SampleForecast.london.days.count))
        }

        @Test("a line's values are today's, the first day forecast, not the first observed day")
        func lineIsToday() throws {
            var presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
            presenter.lineTemplate = try LineTemplate("{date}", placeholders: LineValues.daily)
            try presenter.write(DailyDocument(reports: [SampleForecast.london], extras: [extras]), as: .line)
            #expect(output.results.joined() == (SampleForecast.london.days.dropFirst().first?.date.iso8601 ?? "") + "\n")
        }
    }

    /// Normals whose every high and low are one value, for document tests.
    enum StatisticsNormals {
        static func constant(high: Double) -> ClimateNormals {
            let first = ClimateNormals.firstDateNeeded, count = ClimateNormals.lastDateNeeded.daysSinceEpoch - first.daysSinceEpoch + 1
            return ClimateNormals(firstDate: first, highs: Array(repeating: high, count: count), lows: Array(repeating: high - 10, count: count))
        }
    }
}
