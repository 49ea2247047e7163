@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("StatusBarDocument: status bars (waybar, i3blocks)")
struct StatusBarDocumentTests {
    let output = RecordingOutput()

    /// A writer at the sample alerts' time, with `template` as the bar's text.
    func writer(_ template: String = "{condition_symbol} {temperature}°", placeholders: [String] = LineValues.now, words: Catalogue = .english) throws -> DocumentWriter {
        DocumentWriter(
            output: output, styler: Styler(usesColour: false), lineTemplate: try LineTemplate(template, placeholders: placeholders), words: words,
            clock: FixedClock(SampleAlerts.now)
        )
    }

    /// The last object written, parsed; the test fails unless it is one line of valid JSON.
    func waybarObject() throws -> [String: Any] {
        let written = output.results.last ?? ""
        #expect(written.hasSuffix("\n") && written.dropLast().allSatisfy { $0 != "\n" }, "one line: \(written)")
        return try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
    }

    /// `alerts` at London, KY, checked at the sample time.
    static func alerts(_ alerts: [WeatherAlert]) -> AlertsReport {
        AlertsReport(location: SampleAlerts.kentucky, coverage: SampleAlerts.report.coverage, alerts: alerts, checkedAt: SampleAlerts.now)
    }

    /// A severe warning in force since an hour ago, with `headline`.
    static func severe(headline: String = "Ice Storm Warning until tonight") -> WeatherAlert {
        WeatherAlert(id: "urn:oid:ice", event: "Ice Storm Warning", severity: .severe, onset: SampleAlerts.hours(-1), ends: SampleAlerts.hours(5), headline: headline)
    }

    @Test("waybar: one JSON object on one line: text from the template, tooltip lines, classes, percentage, alt")
    func hourlyFields() throws {
        try writer().write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: .waybar)
        let object = try waybarObject()
        #expect(object["text"] as? String == "☁ 8°")
        let tooltip = try #require(object["tooltip"] as? String).split(separator: "\n").map(String.init)
        #expect(tooltip == [
            "London, England, GB", "22:00: Overcast, 8°C, 10%", "23:00: Overcast, 7°C, 10%", "00:00: Light rain, 6°C, 80%", "01:00: Light rain, 5°C, 80%",
            "⚠ Winter Storm Warning issued November 22",
            "⚠ Wind Advisory issued November 22 at 8:20AM EST until November 22 at 3:20PM EST by NWS Jackson KY",
        ])
        // The storm is only coming: the class is the advisory's, in force.
        #expect(object["class"] as? [String] == ["overcast", "alert-moderate"])
        #expect(object["percentage"] as? Int == 10)
        #expect(object["alt"] as? String == "overcast")
    }

    @Test("waybar: daily's today (high, low, chance) and the next days; current's conditions with no percentage")
    func dailyAndCurrent() throws {
        try writer("{temperature_min}/{temperature_max}", placeholders: LineValues.daily).write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras()]), as: .waybar)
        let daily = try waybarObject()
        #expect(daily["text"] as? String == "4/9")
        #expect((daily["tooltip"] as? String)?.split(separator: "\n").dropFirst().first == "Sun: Overcast, 4–9°C, 23%")
        #expect(daily["percentage"] as? Int == 23 && daily["class"] as? [String] == ["overcast"])
        try writer().write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras()]), as: .waybar)
        let current = try waybarObject()
        #expect(current["text"] as? String == "☂ 9°")
        #expect(current["tooltip"] as? String == "London, England, GB\n14:15: Light drizzle, 9°C\nFeels like: 6°C\nWind: 18 km/h SW")
        #expect(current["class"] as? [String] == ["drizzle"] && current["alt"] as? String == "drizzle" && current["percentage"] == nil)
    }

    @Test("current with its glance: today and the hours after now in the tooltip, this hour's chance as the percentage")
    func currentWithGlance() throws {
        var extras = PlaceExtras()
        let hours = SampleForecast.hours.map { hour in
            HourlyForecast(time: hour.time.adding(minutes: -8 * 60), condition: hour.condition, temperature: hour.temperature, precipitationProbability: hour.precipitationProbability)
        }
        extras[GlanceExtra.self] = CurrentGlance(today: SampleForecast.london.days.first, hours: hours)
        try writer().write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [extras]), as: .waybar)
        let object = try waybarObject()
        let tooltip = try #require(object["tooltip"] as? String).split(separator: "\n").map(String.init)
        #expect(tooltip.dropFirst(4) == ["Sun: Overcast, 4–9°C, 23%", "15:00: Overcast, 7°C, 10%", "16:00: Light rain, 6°C, 80%", "17:00: Light rain, 5°C, 80%"])
        #expect(object["percentage"] as? Int == 10)
    }

    @Test("daily after observed days (--past-days): the text, the class and the chance are today's, the first day forecast")
    func dailyAfterPastDays() throws {
        var extras = PlaceExtras(note: nil)
        extras[PastDaysExtra.self] = SampleForecast.london.days.first?.date
        try writer("{date} {temperature_max}", placeholders: LineValues.daily).write(DailyDocument(reports: [SampleForecast.london], extras: [extras]), as: .waybar)
        let object = try waybarObject()
        #expect(object["text"] as? String == "2026-11-23 31")
        #expect(object["percentage"] as? Int == 88 && object["class"] as? [String] == ["thunderstorm-with-hail"])
    }

    @Test("waybar: a severe warning in force is class alert-severe; an old answer from the cache is class stale and says how old")
    func severeAndStale() throws {
        let now = SampleForecast.londonNow
        let stale = CurrentConditionsReport(
            location: now.location, conditions: now.conditions, units: now.units, source: now.source,
            freshness: AnswerFreshness(fetchedAt: SampleAlerts.hours(-2), staleReason: "the service could not be reached")
        )
        try writer().write(CurrentDocument(reports: [stale], extras: [PlaceExtras(note: nil, alerts: Self.alerts([Self.severe()]))]), as: .waybar)
        let object = try waybarObject()
        #expect(object["class"] as? [String] == ["drizzle", "alert-severe", "stale"])
        #expect((object["tooltip"] as? String)?.hasSuffix("⚠ Ice Storm Warning until tonight\nas of 12:20") == true)
        #expect(output.errors.count == 1, "the stale warning on standard error, as for every format")
    }

    @Test("waybar: text and tooltip follow --lang; keys and classes stay English")
    func language() throws {
        try writer(words: Catalogue(.de)).write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras()]), as: .waybar)
        let object = try waybarObject()
        #expect((object["tooltip"] as? String)?.contains("Gefühlt: 6 °C") == true)
        #expect(object["class"] as? [String] == ["drizzle"])
    }

    @Test("waybar: markup, entities, escape sequences and line breaks from a place's name or a warning arrive as text on one line", arguments: [
        #"<span foreground="red">Evil</span>"#, "Tom & Jerry's", "</tooltip><b>x</b>", "Bad\u{1B}]52;c;SGVsbG8=\u{07}Place\u{1B}[31m", "Two\nLines\r\u{2028}Here",
    ])
    func hostileText(_ hostile: String) throws {
        let place = Place(name: hostile, region: hostile, coordinate: try Coordinate(latitude: 37.1, longitude: -84.1))
        let now = SampleForecast.londonNow
        let report = CurrentConditionsReport(location: ResolvedPlace(place: place), conditions: now.conditions, units: now.units, source: now.source)
        try writer("<b>{place}</b> {temperature}").write(CurrentDocument(reports: [report], extras: [PlaceExtras(note: nil, alerts: Self.alerts([Self.severe(headline: hostile)]))]), as: .waybar)
        let object = try waybarObject()
        let text = try #require(object["text"] as? String), tooltip = try #require(object["tooltip"] as? String)
        #expect(text.hasPrefix("<b>") && text.hasSuffix("</b> 9"), "the template's own markup is kept: \(text)")
        let inner = text.dropFirst(3).dropLast(6)
        for escaped in [inner, Substring(tooltip)] {
            #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\"") && !escaped.contains("'"), "\(escaped)")
            #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0 == "\u{2028}" }, "\(escaped)")
            #expect(escaped.replacing("&amp;", with: "").replacing("&lt;", with: "").replacing("&gt;", with: "").replacing("&quot;", with: "")
                .replacing("&apos;", with: "").firstIndex(of: "&") == nil)
        }
        #expect(tooltip.split(separator: "\n").count == 5, "place, the three lines of now, the warning, nothing split: \(tooltip)")
    }

    @Test("i3blocks: full text, short text and colour, three lines and no more; the colour of the warning in force")
    func i3blocks() throws {
        try writer().write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras(note: nil, alerts: Self.alerts([Self.severe()]))]), as: .i3blocks)
        #expect(output.results.last == "☂ 9°\n☂ 9°C\n#FF5555\n")
        try writer().write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras()]), as: .i3blocks)
        #expect(output.results.last == "☂ 9°\n☂ 9°C\n\n")
    }

    @Test("i3blocks: a name with a line break stays on the first line")
    func i3blocksOneLineEach() throws {
        let place = Place(name: "Two\nLines", coordinate: try Coordinate(latitude: 37.1, longitude: -84.1))
        let now = SampleForecast.londonNow
        let report = CurrentConditionsReport(location: ResolvedPlace(place: place), conditions: now.conditions, units: now.units, source: now.source)
        try writer("{place}").write(CurrentDocument(reports: [report], extras: [PlaceExtras()]), as: .i3blocks)
        #expect(output.results.last == "Two Lines\n☂ 9°C\n\n")
    }

    @Test("a failure: waybar's object says why in its tooltip with class error; i3blocks' text says why, in the error colour")
    func failure() throws {
        try writer().write(StatusBarFailure(reason: #"cannot reach <api> & "x""#), as: .waybar)
        let object = try waybarObject()
        #expect(object["text"] as? String == "⚠")
        #expect(object["tooltip"] as? String == "cannot reach &lt;api&gt; &amp; &quot;x&quot;")
        #expect(object["class"] as? [String] == ["error"] && object["alt"] as? String == "error" && object["percentage"] == nil)
        try writer().write(StatusBarFailure(reason: "cannot reach the service"), as: .i3blocks)
        #expect(output.results.last == "⚠ cannot reach the service\n⚠\n#FF8800\n")
    }

    @Test("the condition's class is a CSS-friendly English token")
    func tokens() {
        #expect(StatusBarBlock.token(.partlyCloudy) == "partly-cloudy")
        #expect(StatusBarBlock.token(.thunderstormWithHail) == "thunderstorm-with-hail")
        #expect(StatusBarBlock.token(.rain) == "rain")
    }
}

extension StatusBarDocumentTests {
    @Suite("the forecast views' blocks (ForecastViewDocument), as stored")
    struct ForecastViews {
        static let views: [(name: String, template: String, placeholders: [String])] = [
            ("daily", "{condition_symbol} {temperature_min}–{temperature_max}°", LineValues.daily),
            ("hourly", "{condition_symbol} {temperature}°", LineValues.now),
            ("current", "{condition_symbol} {temperature}°", LineValues.current),
        ]

        @Test("daily, hourly and current as waybar and i3blocks, with the sample warnings", arguments: [OutputFormat.waybar, .i3blocks])
        func stored(format: OutputFormat) throws {
            var written = ""
            for view in Self.views {
                let bars = StatusBarDocumentTests()
                let writer = try bars.writer(view.template, placeholders: view.placeholders)
                switch view.name {
                case "daily": try writer.write(DailyDocument(reports: [SampleForecast.london], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: format)
                case "hourly": try writer.write(HourlyDocument(reports: [SampleForecast.londonHours], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: format)
                default: try writer.write(CurrentDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras(note: nil, alerts: SampleAlerts.report)]), as: format)
                }
                written += "== \(view.name)\n" + bars.output.results.joined()
            }
            try expected.check(written, against: "status-bars.\(format.rawValue).txt")
        }
    }
}
