@testable import Application
import ApplicationTesting
import Domain
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

@Suite("The wiring of a command's run", .providers)
struct CommandWiringTests {
    let output = RecordingOutput()

    @Test("lists the providers as stored, table and JSON: limits, coverage, whether a key is needed and set")
    func providers() throws {
        let withKey = CommandWiring(environment: ["FORECAST_OPENWEATHERMAP_KEY": "k"], timeout: .seconds(1)).providerListings()
        try DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock()).write(ProvidersDocument(providers: withKey), as: .table)
        try expected.check(output.results[0], against: "providers-table.txt")
        let paidWithoutKey = CommandWiring(environment: ["FORECAST_OPENWEATHERMAP_PLAN": "paid"], timeout: .seconds(1)).providerListings()
        try DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock()).write(ProvidersDocument(providers: paidWithoutKey), as: .json)
        try expected.check(output.results[1], against: "providers.json")
        #expect(output.results[1].contains(#""key_configured": false"#) && output.results[1].contains(#""max_days": 16"#))
    }
}
