@testable import Application
import Domain
import Testing

@Suite("Presenter")
struct PresenterTests {
    let output = RecordingOutput()

    func presenter(colour: Bool = false) -> ForecastPresenter {
        ForecastPresenter(output: output, styler: Styler(usesColour: colour))
    }

    @Test("renders the table exactly as stored, a dash for every missing value")
    func table() throws {
        presenter().present(SampleForecast.london, on: .table)
        #expect(output.results == [try Expected.text("london-table.txt")])
        #expect(output.errors.isEmpty)
    }

    @Test("renders JSON exactly as stored, null for every missing value")
    func json() throws {
        presenter().present(SampleForecast.london, on: .json)
        #expect(output.results == [try Expected.text("london.json")])
    }

    @Test("colour adds escapes but never moves a column")
    func colour() throws {
        presenter(colour: true).present(SampleForecast.london, on: .table)
        let coloured = try #require(output.results.first)
        #expect(coloured.contains("\u{1B}[33m") || coloured.contains("\u{1B}[36m"))
        let stripped = coloured.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        #expect(stripped == (try Expected.text("london-table.txt")))
    }

    @Test("text from the service cannot inject terminal escapes")
    func noInjection() throws {
        let hostile = Forecast(
            place: Place(name: "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J", region: "Line\nBreak", coordinate: try Coordinate(latitude: 0, longitude: 0),
                         timeZoneIdentifier: "Zone\u{1B}[31m"),
            days: [], units: .metric, source: DataSource(provider: "X", attribution: "Credit\u{1B}[5m")
        )
        presenter().present(hostile, on: .table)
        let text = try #require(output.results.first)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text.hasPrefix("Evil ]0;pwned  [2J, Line Break\n"))
    }

    @Test("a failure is one line on standard error, nothing on standard output")
    func failure() {
        presenter().presentFailure(ForecastError.placeNotFound(query: "Atlantis"))
        #expect(output.results.isEmpty)
        #expect(output.errors == ["forecast: no place found matching \"Atlantis\"; check the spelling, or add a country: \"Paris, FR\"\n"])
    }
}

@Suite("Failure messages")
struct FailureMessageTests {
    @Test("say what happened, in the service's words when it gave some", arguments: [
        (ForecastError.serviceError(status: 503, reason: "The service is overloaded"), "the weather service answered with HTTP 503: The service is overloaded"),
        (.serviceError(status: 500, reason: nil), "the weather service answered with HTTP 500"),
        (.rateLimited(reason: nil), "the weather service is limiting requests; try again later"),
        (.serviceUnreachable(reason: "Could not resolve host: x"), "cannot reach the weather service: Could not resolve host: x"),
        (.badResponse(reason: "the answer was empty"), "the weather service's answer could not be read: the answer was empty"),
        (.invalidInput(reason: "days must be between 1 and 16, not 0"), "days must be between 1 and 16, not 0"),
    ])
    func messages(error: ForecastError, expected: String) {
        #expect(FailureMessage(error).text == expected)
    }

    @Test("fold whatever a service sends into one short line")
    func oneLine() {
        let reason = "first line\nsecond\tline\u{07}" + String(repeating: "x", count: 500)
        let text = FailureMessage(ForecastError.serviceError(status: 500, reason: reason)).text
        #expect(!text.contains("\n") && !text.contains("\t") && !text.contains("\u{07}"))
        #expect(text.hasPrefix("the weather service answered with HTTP 500: first line second line"))
        #expect(text.count == FailureMessage.maximumLength)
    }
}
