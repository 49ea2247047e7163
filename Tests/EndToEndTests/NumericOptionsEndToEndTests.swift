import Foundation
import StubServer
import Testing

/// Every numeric option and threshold is checked against what its quantity can be, before anything is asked, and
/// refused in one form: the option, its range and the value given, then where to read more.
@Suite("numeric options and thresholds, end to end: refused before any request, in one form")
struct NumericOptionsEndToEndTests {
    /// "--days must be between 1 and 16, not 40; see 'forecast --help'", or, for an option measuring several
    /// quantities, "--threshold, the chance of precipitation, must be between 0 and 100%, not -5; …".
    static var oneForm: Regex<(Substring, Substring?, Substring?)> { /forecast: --[a-z-]+(, [a-zA-Z ]+,)? must be between \S+ and \S+( \S+)?, not \S+; see 'forecast --help'\n/ }

    @Test("a value its quantity cannot take is refused with 64, in the one form, and nothing is asked", arguments: [
        ["daily", "London", "--days", "40"], ["daily", "London", "--days", "0"], ["daily", "London", "--past-days", "99"],
        ["hourly", "London", "--hours", "0"], ["hourly", "London", "--hours", "5000"], ["compare", "London", "--days", "40"],
        ["air", "London", "--hours", "0"], ["air", "London", "--hours", "500"],
        ["sun", "London", "--days", "0"], ["moon", "London", "--days", "400"], ["search", "London", "--count", "0"],
        ["daily", "--lat", "91", "--lon", "0"], ["daily", "--lat", "0", "--lon", "-181"], ["daily", "London", "--timeout", "0"],
        ["check", "rain", "London", "--threshold", "-5"], ["check", "rain", "London", "--threshold", "101"],
        ["check", "frost", "London", "--threshold", "-300"], ["check", "heat", "London", "--threshold", "95"],
        ["check", "heat", "London", "--units", "imperial", "--threshold", "200"], ["check", "wind", "London", "--threshold", "-1"],
        ["check", "wind", "London", "--threshold", "900"], ["check", "uv", "London", "--threshold", "99"],
        ["check", "air", "London", "--threshold", "-1"], ["check", "pollen", "London", "--threshold", "1000000"],
        ["check", "air", "London", "--within", "30d"], ["check", "rain", "London", "--within", "30d"],
        ["check", "rain", "London", "--ensemble", "--threshold", "150"], ["check", "rain", "London", "--ensemble", "--within", "60d"],
    ])
    func refused(arguments: [String]) async throws {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(arguments, baseURL: stub.baseURL)
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.wholeMatch(of: Self.oneForm) != nil, "\(run.standardError)")
        #expect(stub.requests.isEmpty)
    }

    @Test("the threshold's quantity and unit are named: a chance, a temperature in the units asked for")
    func quantityNamed() async throws {
        let rain = try await ForecastProcess.run(["check", "rain", "London", "--threshold", "-5"], baseURL: "http://127.0.0.1:9")
        #expect(rain.standardError == "forecast: --threshold, the chance of precipitation, must be between 0 and 100%, not -5; see 'forecast --help'\n")
        let heat = try await ForecastProcess.run(["check", "heat", "London", "--units", "imperial", "--threshold", "200"], baseURL: "http://127.0.0.1:9")
        #expect(heat.standardError == "forecast: --threshold, the temperature, must be between -148 and 158°F, not 200; see 'forecast --help'\n")
    }

    @Test("a duration that cannot be read lists the forms accepted", arguments: ["6x", "0m", "h", "2w", "1.5h"])
    func durationForms(within: String) async throws {
        let run = try await ForecastProcess.run(["check", "rain", "London", "--within", within], baseURL: "http://127.0.0.1:9")
        #expect(run.status == 64)
        #expect(run.standardError.contains("as 90m, 6h or 2d"))
        #expect(run.standardError.hasSuffix("; see 'forecast --help'\n"))
    }
}
