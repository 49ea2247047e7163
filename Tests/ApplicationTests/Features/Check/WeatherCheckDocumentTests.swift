@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("WeatherCheckDocument: check's one line, or its JSON")
struct WeatherCheckDocumentTests {
    let output = RecordingOutput()

    func writer() -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock())
    }

    @Test("a check is one line starting yes or no, or the JSON document")
    func check() throws {
        try writer().write(WeatherCheckDocument(answer: SampleForecast.rainAnswer(yes: true)), as: .table)
        try writer().write(WeatherCheckDocument(answer: SampleForecast.rainAnswer(yes: false)), as: .table)
        try writer().write(WeatherCheckDocument(answer: SampleForecast.rainAnswer(yes: true)), as: .json)
        #expect(output.results[0] == "yes: rain likely from Mon 23 Nov 00:00 (80%, 0.4 mm/h)\n")
        #expect(output.results[1] == "no: no rain expected in the next 12 h (highest chance 10%)\n")
        try expected.check(output.results[2], against: "check-rain.json")
    }

    @Test("a calm wind check names the strongest gusts once, in the unit asked for")
    func calmWind() throws {
        let beaufort = Units(temperature: .celsius, windSpeed: .beaufort, precipitation: .millimetres)
        let answer = WeatherCheckAnswer(
            location: SampleForecast.unique, units: beaufort, source: SampleForecast.source, condition: .wind, withinMinutes: 720,
            threshold: 7, first: nil, value: 5, hours: Array(SampleForecast.hours.prefix(2))
        )
        try writer().write(WeatherCheckDocument(answer: answer), as: .table)
        #expect(output.results[0] == "no: no wind expected in the next 12 h (strongest gusts 5 Bft)\n")
    }
}
