@testable import Application
import ApplicationTesting
import Testing

@Suite("What each document offers, and the one refusal of the rest")
struct FormatOfferTests {
    @Test("a document's formats follow from its kind: a forecast view's status bar, a meteogram's picture, a listing's three")
    func offered() {
        #expect(DailyDocument.offeredFormats == OutputFormat.allCases)
        #expect(CurrentDocument.offeredFormats == [.table, .json, .csv, .line, .waybar, .i3blocks])
        #expect(NowcastDocument.offeredFormats == [.table, .json, .csv, .line, .waybar, .i3blocks])
        #expect(SunDocument.offeredFormats == [.table, .json, .csv, .line])
        #expect(ProvidersDocument.offeredFormats == [.table, .json, .csv])
        #expect(StatusBarFailure.offeredFormats == [.waybar, .i3blocks])
    }

    @Test("every check answers in the same formats, which its feature declares")
    func answers() {
        let answers = [
            WeatherCheckDocument.offeredFormats, AirCheckDocument.offeredFormats, AlertCheckDocument.offeredFormats,
            EnsembleRainCheckDocument.offeredFormats, NowcastRainCheckDocument.offeredFormats,
        ]
        #expect(answers.allSatisfy { $0 == CheckInteraction.formats })
    }

    @Test("history offers a daily forecast's formats but the picture")
    func history() {
        #expect(HistoryInteraction.formats == [.table, .json, .csv, .line, .waybar, .i3blocks])
    }

    @Test("a format the document does not offer is refused in the one wording, and nothing is written")
    func refused() {
        let output = RecordingOutput()
        let writer = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
        #expect(throws: OutputFailure(reason: "this command does not take --format svg; it takes table, json or csv")) {
            try writer.write(ProvidersDocument(providers: []), as: .svg)
        }
        #expect(output.results.isEmpty)
    }

    @Test("the refusal names what the command takes instead, when it takes anything of the kind")
    func wording() {
        #expect(UsageWording.refusal(of: "--format svg", by: "sun", taking: ["table", "json", "csv", "line"]) == "sun does not take --format svg; it takes table, json, csv or line")
        #expect(UsageWording.refusal(of: "--template", by: "check") == "check does not take --template")
        #expect(UsageWording.refusal(of: ["--theme"], without: "--format svg") == "--theme goes with --format svg")
        #expect(UsageWording.refusal(of: ["--ensemble", "--model"], without: "check rain") == "--ensemble and --model go with check rain")
        #expect(UsageWording.refusal(of: ["--a", "--b", "--c"], without: "x") == "--a, --b and --c go with x")
        #expect(UsageWording.choices(["line"]) == "line" && UsageWording.choices(["line", "waybar"]) == "line or waybar")
    }
}
