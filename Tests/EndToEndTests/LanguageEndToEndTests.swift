import Foundation
import StubServer
import Testing

@Suite("Languages, end to end against the loopback stand-in")
struct LanguageEndToEndTests {
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> (ForecastRun, [StubRequest]) {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await ForecastProcess.run(arguments, baseURL: stub.baseURL, environment: environment)
        return (run, stub.requests)
    }

    @Test("--lang it prints Italian labels, dates and conditions, and asks geocoding in Italian")
    func italian() async throws {
        let (run, requests) = try await run(["daily", "London", "--days", "3", "--lang", "it"])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("3 giorni") && run.standardOutput.contains("Giorno") && run.standardOutput.contains("Vento"))
        #expect(run.standardOutput.contains("Coperto") && run.standardOutput.contains("Pioggia debole"))
        #expect(run.standardOutput.contains("Anche: London, Ontario, CA"), "the note on other Londons too")
        #expect(run.standardOutput.range(of: #"(lun|mar|mer|gio|ven|sab|dom) \d{1,2} (gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)"#, options: .regularExpression) != nil)
        #expect(requests.first { $0.path == "/v1/search" }?.query["language"] == "it")
    }

    @Test("the locale chooses the language when nothing else does; English otherwise, also for JSON")
    func locale() async throws {
        let (german, germanRequests) = try await run(["current", "London"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(german.status == 0 && german.standardOutput.contains("Luftdruck") && german.standardOutput.contains("Bedeckt"))
        #expect(germanRequests.first { $0.path == "/v1/search" }?.query["language"] == "de")
        let (plain, plainRequests) = try await run(["current", "London"], environment: ["LANG": "C.UTF-8"])
        #expect(plain.standardOutput.contains("Pressure") && plainRequests.first { $0.path == "/v1/search" }?.query["language"] == "en")
        let (json, _) = try await run(["current", "London", "--lang", "es", "--format", "json"])
        #expect(json.standardOutput.contains(#""description":"Overcast""#) || json.standardOutput.contains(#""description": "Overcast""#))
    }

    @Test("--format line speaks the language too: the condition in words")
    func line() async throws {
        let (run, _) = try await run(["daily", "London", "--lang", "fr", "--format", "line", "--template", "{condition}"])
        #expect(run.status == 0 && run.standardOutput == "Couvert\n")
    }
}
