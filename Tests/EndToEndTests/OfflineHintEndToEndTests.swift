import Foundation
import Testing

@Suite("a run that reaches no service, with nothing cached, says how to go on offline")
struct OfflineHintEndToEndTests {
    @Test("one line, exit 68, pointing to --offline and the README's way to try forecast offline", arguments: [
        ["daily", "London"], ["hourly", "--lat", "51.5", "--lon", "-0.12"], ["air", "London"],
    ])
    func hint(arguments: [String]) async throws {
        let run = try await ForecastProcess.run(arguments, baseURL: "http://127.0.0.1:9")
        #expect(run.status == 68)
        #expect(run.standardError.split(separator: "\n").count == 1, "\(run.standardError)")
        #expect(run.standardError.hasPrefix("forecast: cannot reach "))
        #expect(run.standardError.contains("--offline shows what is") && run.standardError.hasSuffix("see 'Trying it offline' in the README\n"))
    }
}
