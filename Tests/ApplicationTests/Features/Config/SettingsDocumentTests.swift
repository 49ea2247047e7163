@testable import Application
import ApplicationTesting
import Domain
import Foundation
import Testing

@Suite("SettingsDocument: forecast config's table, JSON and CSV")
struct SettingsDocumentTests {
    let output = RecordingOutput()
    let listing = SettingsListing(
        configFile: "/home/user/.config/forecast/config.toml", fileFound: false, cacheDirectory: nil,
        rows: [SettingRow(name: "units", value: "metric", origin: "default"), SettingRow(name: "provider", value: "met-norway", origin: "FORECAST_PROVIDER")]
    )

    func written(as format: OutputFormat) throws -> String {
        try DocumentWriter(output: output, styler: Styler(usesColour: false), clock: SystemClock()).write(SettingsDocument(listing: listing), as: format)
        return output.results.joined()
    }

    @Test("the table: the file (and that it was not found) and the cache in the header, a row a setting with where it came from")
    func table() throws {
        let lines = try written(as: .table).split(separator: "\n").map(String.init)
        #expect(lines.first == "Settings")
        #expect(lines.contains("file: /home/user/.config/forecast/config.toml (not found: every setting is from elsewhere) · cache: none (no HOME)"))
        #expect(lines.contains { $0.hasPrefix("units") && $0.contains("metric") && $0.hasSuffix("default") })
        #expect(lines.contains { $0.hasPrefix("provider") && $0.contains("met-norway") && $0.hasSuffix("FORECAST_PROVIDER") })
    }

    @Test("JSON: the file, whether it was found, the cache (null when none), and each setting's name, value and origin")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(written(as: .json).utf8)) as? [String: Any])
        #expect(object["file"] as? String == "/home/user/.config/forecast/config.toml" && object["file_found"] as? Bool == false)
        #expect(object["cache"] is NSNull)
        let settings = try #require(object["settings"] as? [[String: String]])
        #expect(settings == [["name": "units", "value": "metric", "from": "default"], ["name": "provider", "value": "met-norway", "from": "FORECAST_PROVIDER"]])
    }

    @Test("CSV: a header and a row a setting")
    func csv() throws {
        #expect(parseCSV(try written(as: .csv)) == [["name", "value", "from"], ["units", "metric", "default"], ["provider", "met-norway", "FORECAST_PROVIDER"]])
    }
}
