@testable import Application
import ApplicationTesting
import Domain
import Testing

/// Reads RFC 4180 CSV back: quoted fields with doubled quotes, commas and line breaks inside quotes, CRLF rows.
func parseCSV(_ text: String) -> [[String]] {
    var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
        if quoted {
            if character == "\"" {
                if characters.first == "\"" { field.append("\""); characters.removeFirst() } else { quoted = false }
            } else {
                field.append(character)
            }
        } else if character == "\"" {
            quoted = true
        } else if character == "," {
            row.append(field); field = ""
        } else if character == "\r\n" || character == "\n" {
            row.append(field); rows.append(row); row = []; field = ""
        } else {
            field.append(character)
        }
    }
    return rows
}

@Suite("CSVTable")
struct CSVTableTests {
    @Test("commas and quotes are quoted so that a reader gets the text back; a line break in a name is a space, as everywhere; missing values are empty")
    func quoting() {
        let table = CSVTable(header: ["name", "value"], rows: [
            [.string("Washington, D.C."), .number(1.5)], [.string("The \"Big\" Apple"), .null],
            [.string("two\nlines"), .bool(true)], [.string("plain"), .array([.string("a"), .string("b")])],
        ])
        let text = table.rendered()
        #expect(text.hasPrefix("name,value\r\n\"Washington, D.C.\",1.5\r\n\"The \"\"Big\"\" Apple\",\r\n"))
        #expect(parseCSV(text) == [
            ["name", "value"], ["Washington, D.C.", "1.5"], ["The \"Big\" Apple", ""], ["two lines", "true"], ["plain", "a;b"],
        ])
    }

    @Test("text that would act on a terminal is made safe in CSV too")
    func terminalSafe() {
        let text = CSVTable(header: ["name"], rows: [[.string("Lon\u{1B}[2Jdon")]]).rendered()
        #expect(!text.contains("\u{1B}"))
    }

    @Test("a 7-day forecast is a header and one row a day, units in the column names, in metric and imperial")
    func daily() {
        let metric = CSVDocuments.daily([SampleForecast.london], besides: [[]], extras: [PlaceExtras()])
        #expect(metric.header.prefix(6) == ["place", "date", "condition", "description", "temperature_max_c", "temperature_min_c"])
        #expect(metric.header.contains("precipitation_sum_mm") && metric.header.contains("wind_speed_max_kmh"))
        #expect(metric.rows.count == SampleForecast.london.days.count)
        let london = SampleForecast.london
        let imperial = CSVDocuments.daily([DailyForecastReport(location: london.location, days: london.days, units: .imperial, source: london.source)], besides: [[]], extras: [PlaceExtras()])
        #expect(imperial.header.contains("temperature_max_f") && imperial.header.contains("precipitation_sum_in") && imperial.header.contains("wind_speed_max_mph"))
        let parsed = parseCSV(metric.rendered())
        #expect(parsed.count == 1 + london.days.count && parsed.allSatisfy { $0.count == metric.header.count })
        #expect(parsed[3][4] == "", "a day past the horizon has empty fields, not zeros")
    }

    @Test("a column's unit is its record's field's, not its name's: JSON has the bare key, CSV the key with the unit")
    func unitFromTheRecord() {
        let record: Record = [RecordField("snow_depth", .number(12), unit: "cm"), RecordField("temperature", .string("not a quantity"))]
        #expect(record.json.map(\.key) == ["snow_depth", "temperature"])
        let table = CSVDocuments.records([("London", [record])], first: "place")
        #expect(table.header == ["place", "snow_depth_cm", "temperature"])
    }
}
