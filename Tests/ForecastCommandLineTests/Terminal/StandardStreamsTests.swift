@testable import Application
import ApplicationTesting
import Domain
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

@Suite("Standard output")
struct StandardStreamsTests {
    @Test("--color always colours even into a pipe, never never does, auto only on a terminal", arguments: [
        (ColourChoice.always, [String: String](), true), (.always, ["NO_COLOR": "1"], true), (.never, [:], false),
        (.auto, [:], false),
    ])
    func colourChoice(choice: ColourChoice, environment: [String: String], colours: Bool) {
        // The tests' standard output is not a terminal, so auto is off.
        #expect(StandardStreams.wantsColour(choice, environment: environment) == colours)
    }

    @Test("ASCII when asked or when the locale is not UTF-8; COLUMNS says the width")
    func canvas() {
        #expect(ChartCanvas.standardOutput(environment: ["COLUMNS": "132", "LANG": "en_GB.UTF-8"], ascii: false) == ChartCanvas(columns: 132, ascii: false))
        #expect(ChartCanvas.standardOutput(environment: ["COLUMNS": "90", "LC_ALL": "C"], ascii: false).ascii)
        #expect(ChartCanvas.standardOutput(environment: ["COLUMNS": "90"], ascii: true).ascii)
        #expect(ChartCanvas.standardOutput(environment: ["COLUMNS": "x"], ascii: false).columns == 80)
    }
}
