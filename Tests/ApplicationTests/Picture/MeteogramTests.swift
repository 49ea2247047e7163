@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

/// `--format svg` as a reader of the file sees it: well-formed in every language and unit system, the same as stored
/// for a fixed answer, its curve, nights, bars and theme where they belong, safe with hostile text, and small.
@Suite("Meteograms: hourly and daily pictures")
struct MeteogramTests {
    let output = RecordingOutput()

    func writer(_ language: Language = .en, theme: PictureTheme = .auto) -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: false), words: Catalogue(language), clock: FixedClock(SamplePicture.now), theme: theme)
    }

    func hourly(_ language: Language = .en, theme: PictureTheme = .auto, report: HourlyForecastReport = SamplePicture.hourly(), extras: PlaceExtras = SamplePicture.extras()) throws -> String {
        try writer(language, theme: theme).write(HourlyDocument(reports: [report], extras: [extras]), as: .svg)
        return try #require(output.results.last)
    }

    func daily(_ language: Language = .en, theme: PictureTheme = .auto, report: DailyForecastReport = SamplePicture.daily(), extras: PlaceExtras = PlaceExtras()) throws -> String {
        try writer(language, theme: theme).write(DailyDocument(reports: [report], extras: [extras]), as: .svg)
        return try #require(output.results.last)
    }

    @Test("as stored, for a fixed answer: hourly with warnings, nowcast, ensemble and nights; daily with every kind of symbol")
    func stored() async throws {
        let ensemble = try await SampleEnsemble.outlook()
        try expected.check(try hourly(extras: SamplePicture.extras(ensemble: ensemble)), against: "picture-hourly.svg")
        try expected.check(try daily(), against: "picture-daily.svg")
    }

    @Test("well-formed, titled and described, in every language and unit system", arguments: Language.allCases)
    func everyLanguage(language: Language) throws {
        for units in [Units.metric, .imperial] {
            for svg in [try hourly(language, report: SamplePicture.hourly(units: units)), try daily(language, report: SamplePicture.daily(units: units))] {
                let elements = try #require(PictureXML.parse(svg), "\(language) \(units)")
                #expect(elements.first?.name == "svg" && elements.first?.attributes["viewBox"] == "0 0 800 400")
                #expect(elements[1].name == "title" && elements[1].text.hasPrefix("London") && elements[2].name == "desc" && !elements[2].text.isEmpty)
                #expect(svg.contains(units.temperatureSymbol) && svg.contains(">\(units.precipitationSymbol)<"), "the units asked for")
                if language.isRightToLeft {
                    for text in elements.filter({ $0.name == "text" || $0.name == "desc" || $0.name == "title" }) {
                        #expect(IsolateAudit.problems(in: text.text) == [], "\(language): \(text.text)")
                    }
                } else {
                    #expect(!svg.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) }, "\(language) writes no isolates")
                }
            }
        }
    }

    @Test("the curve's highest point is in the warmest hour's column")
    func warmestHour() throws {
        let elements = try #require(PictureXML.parse(try hourly()))
        let plot = try #require(elements.classed("plot").first?.attributes)
        let left = try #require(Double(plot["x"] ?? "")), width = try #require(Double(plot["width"] ?? "")), columns = try #require(Double(plot["data-columns"] ?? ""))
        let points = try #require(elements.classed("temperature", "polyline").first?.attributes["points"]).split(separator: " ").map { pair in
            pair.split(separator: ",").compactMap { Double($0) }
        }
        let highest = try #require(points.min { $0[1] < $1[1] })
        #expect(Int((highest[0] - left) / (width / columns)) == SamplePicture.warmestHour)
    }

    /// The x of each night's shading, from left to right.
    static func nights(_ svg: String) throws -> [(start: Double, end: Double)] {
        try #require(PictureXML.parse(svg)).classed("night", "rect").compactMap { rect in
            guard let x = Double(rect.attributes["x"] ?? ""), let width = Double(rect.attributes["width"] ?? "") else { return nil }
            return (x, x + width)
        }
    }

    /// Where a local time falls on a plot of `hours` hour columns from 14:00 on the 22nd: 56 + hours since 14:00 × 688 / hours.
    static func x(_ local: String, hours: Int = 48) -> Double {
        56 + Double(LocalDateTime(iso8601: local)!.minutesSinceEpoch - SamplePicture.start.minutesSinceEpoch) / 60 * 688 / Double(hours)
    }

    @Test("night is shaded from the Sun's setting to its rising, on the place's clock")
    func nights() throws {
        // London's sunsets on the 22nd and 23rd and sunrises on the 23rd and 24th, UTC, by PyEphem (upper limb, horizon
        // -0:34, USNO's conventions), within a quarter of an hour.
        let nights = try Self.nights(try hourly())
        #expect(nights.count == 2, "\(nights)")
        for (night, (set, rise)) in zip(nights, [("2026-11-22T16:02", "2026-11-23T07:31"), ("2026-11-23T16:01", "2026-11-24T07:33")]) {
            #expect(abs(night.start - Self.x(set)) < 15 * 688 / 48 / 60 && abs(night.end - Self.x(rise)) < 15 * 688 / 48 / 60, "\(night) \(set) \(rise)")
        }
    }

    @Test("a place 5 h 30 min ahead of UTC: its nights on its own clock, not UTC's")
    func halfHourZone() throws {
        let kolkata = ResolvedPlace(place: Place(name: "Kolkata", coordinate: try Coordinate(latitude: 22.57, longitude: 88.36), timeZoneIdentifier: "Asia/Kolkata"))
        var extras = PlaceExtras()
        extras[SunExtra.self] = SamplePicture.sun(at: kolkata, utcOffset: 19_800)
        let nights = try Self.nights(try hourly(report: SamplePicture.hourly(place: kolkata), extras: extras))
        // Sunset 16:51 on the 22nd and sunrise 05:54 on the 23rd on Kolkata's clocks, by PyEphem, within a quarter of an hour.
        #expect(abs(nights[0].start - Self.x("2026-11-22T16:51")) < 4 && abs(nights[0].end - Self.x("2026-11-23T05:54")) < 4, "\(nights)")
    }

    @Test("in a polar night every hour is night; in a polar day none")
    func polar() throws {
        let tromso = ResolvedPlace(place: Place(name: "Tromsø", coordinate: try Coordinate(latitude: 69.65, longitude: 18.96), timeZoneIdentifier: "Europe/Oslo"))
        var december = PlaceExtras(), june = PlaceExtras()
        december[SunExtra.self] = SamplePicture.sun(at: tromso, utcOffset: 3600, from: LocalDate(year: 2026, month: 12, day: 15)!)
        june[SunExtra.self] = SamplePicture.sun(at: tromso, utcOffset: 7200, from: LocalDate(year: 2026, month: 6, day: 21)!)
        let winter = SamplePicture.hourly(place: tromso, from: LocalDateTime(iso8601: "2026-12-15T14:00")!)
        let dark = try Self.nights(try hourly(report: winter, extras: december))
        #expect(dark.count == 1 && dark[0].start == 56 && dark[0].end == 744, "\(dark)")
        let midsummer = SamplePicture.hourly(place: tromso, from: LocalDateTime(iso8601: "2026-06-21T14:00")!)
        #expect(try Self.nights(try hourly(report: midsummer, extras: june)).isEmpty)
    }

    @Test("clocks put forward: the hour skipped moves nothing drawn by time off the hours around it")
    func summerTime() {
        // 01:00, then 03:00 (02:00 skipped), 04:00: four columns of 100 px.
        let starts = ["2026-03-29T00:00", "2026-03-29T01:00", "2026-03-29T03:00", "2026-03-29T04:00"].map { LocalDateTime(iso8601: $0)!.minutesSinceEpoch }
        let columns = PictureColumns(left: 0, width: 400, starts: starts, minutesPerColumn: 60)
        #expect(columns.position(ofMinute: starts[2] + 30) == 250 && columns.position(ofMinute: starts[3]) == 300)
        #expect(columns.position(ofMinute: starts[1] + 90) == 200, "a time in the skipped hour: the end of the hour before")
        #expect(columns.position(ofMinute: starts[0] - 60) == 0 && columns.position(ofMinute: starts[3] + 600) == 400)
    }

    @Test("a day with rain has its bar; a dry day none")
    func rainBars() throws {
        let elements = try #require(PictureXML.parse(try daily()))
        // The key's swatch is below the plot.
        let bars = elements.classed("precipitation", "rect").filter { (Double($0.attributes["y"] ?? "") ?? 400) < 336 }.count
        #expect(bars == SamplePicture.daily().days.filter { ($0.precipitationSum ?? 0) > 0 }.count)
    }

    @Test("auto: light, dark where the viewer prefers it; --theme dark: the dark colours alone")
    func themes() throws {
        let auto = try daily(), dark = try daily(theme: .dark), light = try daily(theme: .light)
        #expect(auto.contains("@media (prefers-color-scheme: dark)") && auto.contains(".bg{fill:#ffffff}"))
        #expect(!dark.contains("prefers-color-scheme") && dark.contains(".bg{fill:#16191d}") && !dark.contains("#ffffff"))
        #expect(!light.contains("prefers-color-scheme") && !light.contains("#16191d"))
    }

    @Test("hostile names of places, warnings and sources are text: no element, attribute or control of theirs survives")
    func hostile() throws {
        let hostile = "<script>alert(1)</script>\u{1B}]52;c;eA==\u{07}\u{202E}\" onload=\"x\u{0}\u{FFFF}]]><!--&amp;"
        let place = ResolvedPlace(place: Place(name: hostile, region: hostile, country: hostile, coordinate: try Coordinate(latitude: 51.5, longitude: 0), timeZoneIdentifier: hostile))
        let source = DataSource(provider: hostile, attribution: hostile)
        let alert = WeatherAlert(id: hostile, event: hostile, severity: .severe, onset: SamplePicture.now, ends: nil, expires: nil, headline: hostile)
        var extras = SamplePicture.extras()
        extras[AlertsExtra.self] = AlertsReport(location: place, coverage: .covered(by: source), alerts: [alert], checkedAt: SamplePicture.now, utcOffsets: [:])
        let hours = HourlyForecastReport(location: place, hours: SamplePicture.hours(), units: .metric, source: source)
        let days = DailyForecastReport(location: place, days: SamplePicture.daily().days, units: .metric, source: source)
        let pictures = [("hourly", try hourly(report: hours, extras: extras)), ("daily", try daily(report: days, extras: extras)), ("hourly-ar", try hourly(.ar, report: hours, extras: extras))]
        for (name, svg) in pictures {
            let elements = try #require(PictureXML.parse(svg), "\(name) parses")
            #expect(Set(elements.map(\.name)).isSubset(of: ["svg", "title", "desc", "style", "g", "rect", "line", "polyline", "polygon", "path", "circle", "text"]))
            #expect(elements.allSatisfy { !$0.attributes.keys.contains { $0.lowercased().hasPrefix("on") || $0.contains("href") } })
            #expect(!svg.contains("<script") && svg.contains("&lt;script&gt;") && !svg.contains("<!--"), "\(name)")
            #expect(!svg.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" || $0 == "\u{FFFF}" || $0 == "\u{1B}" })
        }
    }

    @Test("a week of hours with the ensemble stays within 60 KB")
    func size() async throws {
        let ensemble = try await SampleEnsemble.outlook()
        let svg = try hourly(report: SamplePicture.hourly(168), extras: SamplePicture.extras(ensemble: ensemble))
        #expect(svg.utf8.count <= 61_440, "\(svg.utf8.count) bytes")
    }

    @Test("several places: a panel each, one under another")
    func places() throws {
        try writer().write(DailyDocument(reports: [SamplePicture.daily(), SamplePicture.daily()], extras: [PlaceExtras(), PlaceExtras()]), as: .svg)
        let svg = try #require(output.results.last)
        let elements = try #require(PictureXML.parse(svg))
        #expect(elements.first?.attributes["height"] == "800" && elements.classed("meteogram", "g").map { $0.attributes["transform"] } == ["translate(0,0)", "translate(0,400)"])
    }

    @Test("one hour: its temperature drawn across its column; 16 days of hours: dates still under the plot")
    func extremes() throws {
        let one = try #require(PictureXML.parse(try hourly(report: SamplePicture.hourly(1), extras: PlaceExtras())))
        let points = try #require(one.classed("temperature", "polyline").first?.attributes["points"])
        #expect(points.split(separator: " ").count == 2 && points.hasPrefix("56,"), "\(points)")
        let long = try #require(PictureXML.parse(try hourly(report: SamplePicture.hourly(384), extras: PlaceExtras())))
        let dates = long.filter { $0.name == "text" && $0.text.hasSuffix(" Nov") || $0.text.hasSuffix(" Dec") }
        #expect(dates.count >= 5, "\(dates.map(\.text))")
    }

    @Test("16 days: each date on two lines in its narrow column; the normal, the past days and the warnings drawn when had")
    func dailyExtras() throws {
        let days = (0..<16).map { DailyForecast(date: LocalDate(daysSinceEpoch: SamplePicture.start.date.daysSinceEpoch + $0), temperatureMin: 3, temperatureMax: 9) }
        let report = DailyForecastReport(location: SampleForecast.unique, days: days, units: .metric, source: SampleForecast.source)
        // Thirty years of 8 °C highs and 2 °C lows: every date's normal.
        let count = ClimateNormals.lastDateNeeded.daysSinceEpoch - ClimateNormals.firstDateNeeded.daysSinceEpoch + 1
        let climate = ClimateNormals(firstDate: ClimateNormals.firstDateNeeded, highs: Array(repeating: 8, count: count), lows: Array(repeating: 2, count: count))
        let normals = NormalsComparison(days: days.map { DayAgainstNormal($0, normals: climate) }, source: SampleForecast.source)
        var extras = PlaceExtras()
        extras[AlertsExtra.self] = SampleAlerts.report
        extras[NormalsExtra.self] = normals
        extras[PastDaysExtra.self] = days[1].date
        let elements = try #require(PictureXML.parse(try daily(report: report, extras: extras)))
        #expect(elements.filter { $0.name == "text" && $0.text == "Sun" }.count == 3, "weekdays on a line of their own")
        // In the plot, above the key.
        let plotted = { (element: PictureXML.Element) in (Double(element.attributes["y"] ?? element.attributes["y1"] ?? "") ?? 400) < 336 }
        #expect(elements.classed("normal", "line").filter(plotted).count == 32 && elements.classed("alert", "rect").filter(plotted).count >= 1)
        let observed = try #require(elements.classed("observed", "rect").first(where: plotted)?.attributes["width"])
        #expect(observed == SVGNumber.written(2 * 688 / 16.0))
        #expect(elements.contains { $0.text == "the first 2 days are observed, not forecast" })
    }

    @Test("nothing known: the frame, no curve, no crash")
    func empty() throws {
        let hours = HourlyForecastReport(location: SampleForecast.unique, hours: [], units: .metric, source: SampleForecast.source)
        let days = DailyForecastReport(location: SampleForecast.unique, days: [DailyForecast(date: SamplePicture.start.date)], units: .metric, source: SampleForecast.source)
        let empty = try hourly(report: hours, extras: PlaceExtras())
        #expect(PictureXML.parse(empty) != nil && empty.contains("Weather data by Open-Meteo.com"), "credited all the same")
        #expect(PictureXML.parse(try daily(report: days)) != nil)
    }
}
