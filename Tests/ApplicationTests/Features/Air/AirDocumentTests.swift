@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("Presenting the air, and check air and pollen")
struct AirDocumentTests {
    let output = RecordingOutput()

    func presenter(_ format: OutputFormat, words: Catalogue = .english) throws -> DocumentWriter {
        var presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), words: words, clock: SystemClock())
        if format == .line { presenter.lineTemplate = try LineTemplate(LineValues.airTemplate + " · {pollen} · UV {uv}", placeholders: LineValues.air) }
        return presenter
    }

    @Test("forecast air in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line])
    func formats(format: OutputFormat) throws {
        try presenter(format).write(AirDocument(reports: [SampleAir.london]), as: format)
        try expected.check(output.results.joined(), against: "air-london.\(format.rawValue).txt")
    }

    @Test("the header counts the rows the table shows: the air now, then the hours asked", arguments: [true, false])
    func headerCountsRows(withNow: Bool) throws {
        let sample = SampleAir.london
        let report = AirQualityReport(
            location: sample.location, index: sample.index, current: withNow ? sample.current : nil, hours: sample.hours, source: sample.source,
            freshness: nil
        )
        try presenter(.table).write(AirDocument(reports: [report]), as: .table)
        let lines = output.results.joined().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Time") })
        let rows = lines[(heading + 1)...].prefix { !$0.isEmpty }
        #expect(rows.count == report.hours.count + (withNow ? 1 : 0))
        #expect(lines[1].contains(withNow ? "now and \(report.hours.count) hours" : " \(report.hours.count) hours") == true)
    }

    @Test("the table: the index with its category word, pollen above zero most first, 'none' when all are zero, a dash when not counted")
    func table() throws {
        try presenter(.table).write(AirDocument(reports: [SampleAir.london]), as: .table)
        let lines = output.results.joined().split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("Now") && $0.contains("44 Moderate") && $0.hasSuffix("Grass 12, Birch 3") })
        #expect(lines.contains { $0.contains("68 Poor") && $0.hasSuffix("Grass 60") })
        #expect(lines.contains { $0.hasPrefix("Sun 22 Nov 16:00") && $0.hasSuffix("—") })
        let allZero = AirQualityReading(time: SampleAir.now, pollen: [.birch: 0, .grass: 0])
        #expect(AirTable.pollenText(allZero, words: .english) == "none")
    }

    @Test("in German, with the category words and the pollen names")
    func german() throws {
        try presenter(.table, words: Catalogue(.de)).write(AirDocument(reports: [SampleAir.london]), as: .table)
        let text = output.results.joined()
        #expect(text.contains("44 Mäßig") && text.contains("68 Schlecht") && text.contains("Gräser 12, Birke 3") && text.contains("Jetzt"))
    }

    func answer(_ measure: AirCheckRequest.Measure, threshold: Double? = nil, report: AirQualityReport = SampleAir.london) -> AirCheckAnswer {
        AirCheckAnswer(
            request: AirCheckRequest(measure: measure, location: .resolved(SampleForecast.unique), withinMinutes: 180, threshold: threshold, index: nil),
            report: report
        )
    }

    @Test("check air: yes at the first hour reaching the index's default (61, Poor), no with the highest the window reached")
    func checkAir() {
        #expect(answer(.air).line == "yes: European AQI 68 (poor) at 15:00, at or above 61")
        #expect(answer(.air, threshold: 40).line == "yes: European AQI 44 (moderate) now, at or above 40")
        #expect(answer(.air, threshold: 70).line == "no: European AQI 68 (poor) at most in the next 3 h, below 70")
        #expect(!answer(.air, threshold: 70).answer && answer(.air).answer)
    }

    @Test("check pollen: the highest kind against 50 grains/m³; where nothing is counted, a no that says why")
    func checkPollen() {
        #expect(answer(.pollen).line == "yes: grass pollen 60 grains/m³ at 15:00, at or above 50")
        #expect(answer(.pollen, threshold: 100).line == "no: grass pollen 60 grains/m³ at most in the next 3 h, below 100")
        let elsewhere = AirQualityReport(
            location: SampleForecast.unique, index: .us, current: nil, hours: [AirQualityReading(time: SampleAir.now, usAQI: 40)],
            source: SampleAir.london.source, freshness: nil
        )
        #expect(answer(.pollen, report: elsewhere).line == "no: no pollen is counted for London (outside Europe, or out of season)")
        #expect(answer(.air, report: elsewhere).line == "no: US AQI 40 (good) at most in the next 3 h, below 101")
    }

    @Test("check air's JSON: the answer, the first hour and its value and category, the threshold and window", arguments: [OutputFormat.json, .csv])
    func checkDocuments(format: OutputFormat) throws {
        try presenter(format).write(AirCheckDocument(answer: answer(.air)), as: format)
        try expected.check(output.results.joined(), against: "check-air.\(format.rawValue).txt")
    }
}
