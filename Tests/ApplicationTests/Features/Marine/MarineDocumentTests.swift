@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("Presenting the sea: its tables, records, line and words")
struct MarineDocumentTests {
    /// Feet and knots, the rest metric.
    static let sailors: Units = {
        var units = Units.metric
        units.height = .feet
        units.windSpeed = .knots
        return units
    }()

    /// `report` written as `format` (alone), in `words`' language; a line or a bar with `template`.
    func write(_ report: MarineReport, as format: OutputFormat, words: Catalogue = .english, ascii: Bool = false, template: String? = nil) throws -> String {
        let output = RecordingOutput()
        var writer = DocumentWriter(output: output, styler: Styler(usesColour: false), words: words, clock: FixedClock(SampleAlerts.now))
        if ascii { writer.canvas = ChartCanvas(columns: 200, ascii: true) }
        if format == .line { writer.lineTemplate = try LineTemplate(template ?? LineValues.marineTemplate, placeholders: LineValues.marine) }
        if format.isStatusBar { writer.lineTemplate = try LineTemplate(template ?? LineValues.marineBarTemplate, placeholders: LineValues.marine) }
        try writer.write(MarineDocument(reports: [report]), as: format)
        return output.results.joined()
    }

    /// The lines of `text` (CSV's CRLF ends a line too).
    func lines(_ text: String) -> [String] { text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init) }

    @Test("forecast marine, hour by hour, in every format, as stored", arguments: [OutputFormat.table, .json, .csv, .line, .waybar, .i3blocks])
    func hourFormats(format: OutputFormat) throws {
        try expected.check(try write(SampleMarine.biarritz, as: format), against: "marine-biarritz.\(format.rawValue).txt")
    }

    @Test("forecast marine --days 2, as a table, JSON and CSV, as stored", arguments: [OutputFormat.table, .json, .csv])
    func dayFormats(format: OutputFormat) throws {
        try expected.check(try write(SampleMarine.biarritzDays, as: format), against: "marine-biarritz-days.\(format.rawValue).txt")
    }

    @Test("the header says where the sea shown is, from the place; at the place itself when its own point has sea")
    func seaPoint() throws {
        let table = lines(try write(SampleMarine.biarritz, as: .table))
        #expect(table[0] == "Biarritz, Nouvelle-Aquitaine, France")
        #expect(table[1] == "43.4833°N, 1.5586°W · Europe/Paris · 24 hours from 14:00")
        #expect(table[2] == "sea 4 km W of Biarritz")
        #expect(MarineText.sea(SampleMarine.report(atPlace: true), words: .english) == "sea at Biarritz")
    }

    @Test("the table says the sea level is a model's and not for navigation, and credits the marine data")
    func notForNavigation() throws {
        for report in [SampleMarine.biarritz, SampleMarine.biarritzDays] {
            let text = try write(report, as: .table)
            #expect(text.contains("The sea level is a model's value on a coarse grid, tides included: not for navigation."))
            #expect(text.contains("Marine data by Open-Meteo.com · Place data by GeoNames.org"))
        }
    }

    @Test("an hour's row: the sea state in a word, each train with its compass point, arrow and period, the sea, the current, the level")
    func hourRow() throws {
        let row = try #require(lines(try write(SampleMarine.biarritz, as: .table)).first { $0.hasPrefix("Sun 22 Nov  14:00") })
        // Hour 14: waves 1.7 m from 294° (WNW) running ESE, 10.4 s; the wind's 0.58 m from 250° (WSW) running ENE, nearest
        // east of the eight arrows; swell 1.46 m from 295°; a current of 0.54 km/h setting north-east; the sea 1.16 m up.
        #expect(row.contains("moderate") && row.contains("1.7 m WNW↘ 10 s") && row.contains("0.6 m WSW→ 5 s") && row.contains("1.5 m WNW↘ 12 s"))
        #expect(row.contains("0.4 m SSW↑ 7 s") && row.contains("14.3°C") && row.contains("0.5 km/h NE↗") && row.hasSuffix("1.2 m"))
        #expect(MarineText.arrow(towards: 0) == "↑" && MarineText.arrow(towards: 100) == "→" && MarineText.arrow(towards: 225) == "↙" && MarineText.arrow(towards: 350) == "↑")
    }

    @Test("a missing value is —, never 0: an hour the model gave nothing for, a sea temperature not known")
    func missing() throws {
        let table = lines(try write(SampleMarine.biarritz, as: .table))
        let empty = try #require(table.first { $0.contains("20:00") })
        let cells = empty.split(separator: "  ", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.dropFirst(1).allSatisfy { $0 == "—" }, "\(cells)")
        #expect(!empty.contains("0.0") && !empty.contains(" 0 "))
        let noTemperature = try #require(table.first { $0.contains("16:00") })
        #expect(noTemperature.contains("—") && !noTemperature.contains("°C"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(write(SampleMarine.biarritz, as: .json).utf8)) as? [String: Any])
        let hours = try #require(json["hours"] as? [[String: Any]])
        let hour = try #require(hours.first { $0["time"] as? String == "2026-11-22T20:00" })
        #expect(hour["wave_height"] is NSNull && hour["sea_level"] is NSNull && hour["sea_state"] is NSNull && hour["sea_temperature"] is NSNull)
    }

    @Test("feet and knots: heights, the sea level and the tides in ft, currents in kn, as asked")
    func feetAndKnots() throws {
        let report = SampleMarine.report(units: Self.sailors)
        let text = try write(report, as: .table)
        #expect(text.contains("5.6 ft WNW↘ 10 s") && text.contains("0.3 kn NE↗") && text.contains("14.3°C"))
        #expect(!text.contains(" m ") && !text.contains("km/h"))
        let line = try write(report, as: .line, template: "{waves}|{tide}|{current}|{height_unit}")
        #expect(line.hasSuffix("5.6 ft WNW↘ 10 s|high 15:40 5.6 ft|0.3 kn NE↗|ft\n"), "\(line)")
    }

    @Test("Beaufort measures wind only: currents are then in km/h")
    func beaufortCurrents() throws {
        var units = Units.metric
        units.windSpeed = .beaufort
        let text = try write(SampleMarine.report(units: units), as: .line, template: "{current}")
        #expect(text == "0.5 km/h NE↗\n")
    }

    @Test("imperial: feet, °F and mph in JSON's units, and the values in them")
    func imperialJSON() throws {
        let text = try write(SampleMarine.report(units: .imperial), as: .json)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["units"] as? [String: String] == [
            "system": "imperial", "height": "ft", "direction": "°", "period": "s", "sea_temperature": "°F", "current_speed": "mph",
        ])
        let first = try #require((object["hours"] as? [[String: Any]])?.first)
        #expect(first["wave_height"] as? Double == 5.58 && first["sea_temperature"] as? Double == 57.81)
    }

    @Test("JSON: the place, the sea point, the hours, the tides, the next tide, the sea state and the note, field by field")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(write(SampleMarine.biarritz, as: .json).utf8)) as? [String: Any])
        let sea = try #require(object["sea"] as? [String: Any])
        #expect(sea["latitude"] as? Double == 43.48333 && sea["longitude"] as? Double == -1.6081)
        #expect(sea["distance_km"] as? Double == 4 && sea["bearing"] as? Int == 270 && sea["at_place"] as? Bool == false)
        #expect(object["sea_state"] as? String == "moderate")
        let hours = try #require(object["hours"] as? [[String: Any]])
        #expect(hours.count == 24 && hours[0]["time"] as? String == "2026-11-22T14:00")
        #expect(hours[0]["wave_height"] as? Double == 1.7 && hours[0]["wave_direction"] as? Int == 294 && hours[0]["wave_period"] as? Double == 10.4)
        #expect(hours[0]["secondary_swell_height"] as? Double == 0.4 && hours[3]["secondary_swell_height"] is NSNull && hours[0]["current_direction"] as? Int == 45)
        #expect(hours[0]["sea_temperature"] as? Double == 14.34 && hours[0]["current_speed"] as? Double == 0.54 && hours[0]["sea_level"] as? Double == 1.16)
        #expect((object["days"] as? [Any])?.isEmpty == true)
        let tides = try #require(object["tides"] as? [[String: Any]])
        #expect(tides.map { $0["kind"] as? String } == ["high", "low", "high", "low"])
        #expect(tides.allSatisfy { ($0["time"] as? String ?? "") >= "2026-11-22T14:00" && ($0["time"] as? String ?? "") < "2026-11-23T14:00" })
        let next = try #require(object["next_tide"] as? [String: Any])
        #expect(next["kind"] as? String == "high" && next["time"] as? String == "2026-11-22T15:40" && next["height"] as? Double == 1.7)
        #expect(object["not_for_navigation"] as? String == "The sea level is a model's value on a coarse grid, tides included: not for navigation.")
        #expect((object["source"] as? [String: String])?["attribution"] == "Marine data by Open-Meteo.com")
    }

    @Test("JSON by days: each day's highest waves, dominant direction, longest period, warmest sea and its tides")
    func daysJSON() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(write(SampleMarine.biarritzDays, as: .json).utf8)) as? [String: Any])
        let days = try #require(object["days"] as? [[String: Any]])
        #expect(days.count == 2 && days[0]["date"] as? String == "2026-11-22")
        #expect(days[0]["wave_height_max"] as? Double == 2.15 && days[0]["wave_period_max"] as? Double == 11.3 && days[0]["sea_state"] as? String == "moderate")
        #expect(days[1]["sea_state"] as? String == "rough" && days[0]["sea_temperature_max"] as? Double == 14.43)
        let tides = try #require(days[0]["tides"] as? [[String: Any]])
        #expect(tides.map { $0["kind"] as? String } == ["high", "low", "high", "low"])
        #expect((object["hours"] as? [Any])?.count == 48)
    }

    @Test("CSV: a row an hour, or a row a day with its waters as lists, each unit in its column's name")
    func csv() throws {
        let hours = lines(try write(SampleMarine.report(units: Self.sailors), as: .csv)).filter { !$0.isEmpty }
        #expect(hours[0] == "place,time,sea_state,wave_height_ft,wave_direction_deg,wave_period_s,wind_wave_height_ft,wind_wave_direction_deg,wind_wave_period_s,swell_height_ft,swell_direction_deg,swell_period_s,secondary_swell_height_ft,secondary_swell_direction_deg,secondary_swell_period_s,sea_temperature_c,current_speed_kn,current_direction_deg,sea_level_ft,sea_distance_km,sea_bearing_deg,fetched_at,stale")
        #expect(hours[1].hasPrefix("Biarritz,2026-11-22T14:00,moderate,5.58,294,10.4,") && hours[7] == "Biarritz,2026-11-22T20:00,,,,,,,,,,,,,,,,,,4,270,,false")
        #expect(hours.count == 25)
        let days = lines(try write(SampleMarine.biarritzDays, as: .csv)).filter { !$0.isEmpty }
        #expect(days[0].hasPrefix("place,date,sea_state,wave_height_max_m,wave_direction_dominant_deg,wave_period_max_s,"))
        #expect(days[0].contains(",sea_temperature_max_c,current_speed_max_kmh,high_water_times,high_water_heights_m,low_water_times,low_water_heights_m,"))
        #expect(days.count == 3 && days[1].hasSuffix(",2026-11-22T03:15;2026-11-22T15:40,1.7;1.7,2026-11-22T09:28;2026-11-22T21:53,-1.5;-1.5,4,270,,false"), "\(days)")
    }

    @Test("a line: the sea now with its placeholders, and the next high or low water")
    func line() throws {
        let text = try write(SampleMarine.biarritz, as: .line, template: "{place} · {sea} · {time} {sea_state} · {waves} · {swell} · {sea_temperature} · {tide} · {sea_level}")
        #expect(text == "Biarritz · sea 4 km W of Biarritz · 14:00 moderate · 1.7 m WNW↘ 10 s · 1.5 m WNW↘ 12 s · 14.3°C · high 15:40 1.7 m · 1.2 m\n")
    }

    @Test("the daily table: each day's sea state, highest waves and swell, warmest sea, and high and low waters on the place's clock")
    func dayRows() throws {
        let table = lines(try write(SampleMarine.biarritzDays, as: .table))
        #expect(table[1].hasSuffix("· 2 days"))
        let today = try #require(table.first { $0.hasPrefix("Sun 22 Nov") })
        #expect(today.contains("moderate") && today.contains("2.2 m WNW→ 11 s") && today.contains("1.8 m WNW↘ 12 s") && today.contains("14.4°C"))
        #expect(today.hasSuffix("03:15 1.7, 15:40 1.7  09:28 -1.5, 21:53 -1.5"), "\(today)")
        #expect(table.contains { $0.hasSuffix("High water (m)        Low water (m)") })
    }

    @Test("--ascii: no arrows, the compass points stay")
    func ascii() throws {
        let text = try write(SampleMarine.biarritz, as: .table, ascii: true)
        #expect(!text.contains("↘") && !text.contains("↗") && text.contains("1.7 m WNW 10 s") && text.contains("0.5 km/h NE"))
    }

    @Test("--lang de: the words, the compass points and the decimal comma in German")
    func german() throws {
        let text = try write(SampleMarine.biarritz, as: .table, words: Catalogue(.de))
        #expect(text.contains("1,7 m WNW↘ 10 s") && text.contains("14,5 °C"))
    }

    @Test("the tables use only keys the catalogues have, in every language", arguments: Language.allCases)
    func noMissingKeys(language: Language) throws {
        let text = try write(SampleMarine.biarritz, as: .table, words: Catalogue(language)) + write(SampleMarine.biarritzDays, as: .table, words: Catalogue(language))
        for prefix in ["column.", "marine.", "detail.", "compass.", "{"] {
            #expect(!text.contains(prefix), "\(language): \(prefix)")
        }
    }

    @Test("a hostile place name cannot drive the terminal, in the table or the line")
    func hostile() throws {
        let evil = ResolvedPlace(place: Place(name: "Evil\u{1B}]0;owned\u{07}\u{1B}[2J", coordinate: try Coordinate(latitude: 43, longitude: -1.6)))
        let report = SampleMarine.biarritz
        let hostile = MarineReport(
            location: evil, sea: report.sea, span: report.span, hours: report.hours, tides: report.tides, units: report.units, source: report.source, now: report.now
        )
        let table = try write(hostile, as: .table)
        let line = try write(hostile, as: .line, template: "{place} {sea}")
        #expect(!table.contains("\u{1B}") && !line.contains("\u{1B}") && !line.contains("\u{07}"))
    }

    @Test("a direction in JSON and CSV is a whole degree from 0 up to 359: 359.6° is north, 0, never 360")
    func wholeDegrees() {
        #expect([359.6, 359.4, nil].map { MarineRecords.degrees($0).serialized() } == ["0", "359", "null"])
        let fields = MarineRecords.train("wave", WaveTrain(height: 1, direction: 359.7, period: 8), units: .metric).json
        #expect(fields.first { $0.key == "wave_direction" }?.value.serialized() == "0")
    }
}
