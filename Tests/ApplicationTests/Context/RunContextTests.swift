@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import FoundationXML
import Testing

/// The core driven as any front door would: a context of spies, a fixed clock and an output in memory. No argument
/// parser, terminal or process is involved (this test target cannot import one).
@Suite("One daily document written into an in-memory sink in every format")
struct RunContextTests {
    let output = RecordingOutput()

    /// Shows London's days as `format` through the core alone, and gives the status and what was written.
    func show(as format: OutputFormat) async -> (status: ExitStatus, result: String, messages: [String]) {
        let provider = SpyProvider()
        let context = RunContext(
            makeUseCases: { provider }, output: output, clock: FixedClock(SampleAlerts.now),
            presentation: Presentation(canvas: ChartCanvas(columns: 100, ascii: false)), router: ForecastRouter()
        )
        let request = DailyForecastRequest(location: .place(try! PlaceQuery("London")), days: 3, units: .metric)
        let status = await DailyInteraction.show([request], choice: ExtrasChoice(), on: CommandRunner(context: context, format: format))
        return (status, output.results.joined(), output.errors)
    }

    @Test("a table for people, with the place and its days")
    func table() async {
        let (status, table, messages) = await show(as: .table)
        #expect(status == .success && messages.isEmpty)
        #expect(table.hasPrefix("London, England, United Kingdom\n") && table.contains("Sun 22 Nov") && table.contains("Weather data by Open-Meteo.com"))
    }

    @Test("JSON that parses, with a row a day")
    func json() async throws {
        let (status, json, _) = await show(as: .json)
        #expect(status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect((document["days"] as? [[String: Any]])?.count == 3 && (document["place"] as? [String: Any])?["name"] as? String == "London")
    }

    @Test("CSV with a header and a row a day")
    func csv() async {
        let (status, csv, _) = await show(as: .csv)
        let rows = csv.split(whereSeparator: \.isNewline)
        #expect(status == .success && rows.count == 4 && rows[0].contains("date") && rows[1].contains("2026-11-22"))
    }

    @Test("one line a place")
    func line() async {
        let (status, line, _) = await show(as: .line)
        #expect(status == .success && line.split(separator: "\n").count == 1 && line.contains("London"))
    }

    @Test("Waybar's one JSON object on one line")
    func waybar() async throws {
        let (status, waybar, _) = await show(as: .waybar)
        #expect(status == .success && waybar.split(separator: "\n").count == 1)
        let block = try #require(try JSONSerialization.jsonObject(with: Data(waybar.utf8)) as? [String: Any])
        #expect(block["text"] is String && block["tooltip"] is String)
    }

    @Test("an SVG picture that is well-formed XML and names the place")
    func svg() async throws {
        let (status, svg, _) = await show(as: .svg)
        #expect(status == .success && svg.hasPrefix("<svg") && svg.contains("<title") && svg.contains("London"))
        #expect(try XMLDocument(xmlString: svg).rootElement()?.name == "svg")
    }
}
