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
        let (run, requests) = try await run(["daily", "London", "--days", "3", "--lang", "it"], environment: ["COLUMNS": "120"])
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

    @Test("locales: pt_BR and pt_PT Portuguese, zh_CN Chinese, nn_NO Bokmål; zh_TW and a language forecast does not speak English, with no error", arguments: [
        ("pt_BR.UTF-8", "pt", "Vento"), ("pt_PT.UTF-8", "pt", "Vento"), ("zh_CN.UTF-8", "zh", "风"), ("nn_NO.UTF-8", "nb", "Vind"),
        ("zh_TW.UTF-8", "en", "Wind"), ("zh_HK.UTF-8", "en", "Wind"), ("sr_RS.UTF-8", "en", "Wind"),
    ])
    func locales(locale: String, language: String, windHeading: String) async throws {
        let (run, requests) = try await run(["daily", "London", "--days", "2"], environment: ["LANG": locale])
        #expect(run.status == 0 && run.standardError.isEmpty, "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").contains { $0.contains(windHeading) }, "\(run.standardOutput)")
        #expect(requests.first { $0.path == "/v1/search" }?.query["language"] == language)
    }

    @Test("Arabic: a left-to-right grid, every right-to-left phrase isolated, numbers and units outside them (at 120 columns, with room for the wind)")
    func arabic() async throws {
        let (run, _) = try await run(["daily", "London", "--days", "3", "--lang", "ar"], environment: ["COLUMNS": "120"])
        #expect(run.status == 0)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\u{2068}London, England, United Kingdom\u{2069}", "the place's name isolated whole")
        #expect(lines.contains { $0.contains("\u{2068}الرياح\u{2069}") }, "the wind's heading isolated")
        let wind = "\u{2068}\u{2068}[0-9]+ km/h\u{2069} [\u{0600}-\u{06FF}-]+\u{2069}"
        #expect(run.standardOutput.range(of: wind, options: .regularExpression) != nil, "a speed isolated inside its cell, the direction in Arabic")
        for line in lines {
            var depth = 0
            for scalar in line.unicodeScalars {
                if scalar == "\u{2068}" { depth += 1 } else if scalar == "\u{2069}" { depth -= 1 }
                let rightToLeft = (0x0600...0x06FF).contains(scalar.value)
                #expect(depth > 0 || !rightToLeft, "\(line)")
            }
            #expect(depth == 0, "\(line)")
        }
    }

    @Test("Japanese: wide headings and dates padded by cells, so the low temperatures stand in one column")
    func japanese() async throws {
        let (run, _) = try await run(["daily", "London", "--days", "3", "--lang", "ja"], environment: ["COLUMNS": "80"])
        #expect(run.status == 0 && run.standardOutput.contains("日付"))
        let rows = run.standardOutput.split(separator: "\n").filter { $0.contains("°C") }
        #expect(rows.count == 3)
        let columns = rows.map { row in row.firstRange(of: "°C").map { String(row[..<$0.lowerBound]).cellWidth } }
        #expect(Set(columns).count == 1 && columns[0] != nil, "\(rows)")
    }
}

private extension String {
    /// Terminal cells: CJK characters two, the rest here one.
    var cellWidth: Int { unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) } }
}
