@testable import Application
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
        try writer(language, theme: theme).present([report], as: .svg, extras: [extras])
        return try #require(output.results.last)
    }

    func daily(_ language: Language = .en, theme: PictureTheme = .auto, report: DailyForecastReport = SamplePicture.daily(), extras: PlaceExtras = PlaceExtras()) throws -> String {
        try writer(language, theme: theme).present([report], as: .svg, extras: [extras])
        return try #require(output.results.last)
    }

    @Test("as stored, for a fixed answer: hourly with warnings, nowcast, ensemble and nights; daily with every kind of symbol")
    func stored() async throws {
        let ensemble = try await SampleEnsemble.outlook()
        try Expected.check(try hourly(extras: SamplePicture.extras(ensemble: ensemble)), against: "picture-hourly.svg")
        try Expected.check(try daily(), against: "picture-daily.svg")
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

    @Test("night is shaded from the Sun's setting to its rising, on the place's clock")
    func nights() throws {
        let elements = try #require(PictureXML.parse(try hourly()))
        let nights = elements.classed("night", "rect").compactMap { Double($0.attributes["x"] ?? "") }
        let sun = SamplePicture.sun()
        let columns = PictureColumns(left: 56, width: 688, count: 48, firstMinute: SamplePicture.start.minutesSinceEpoch, minutesPerColumn: 60)
        let sunsets = sun.days.compactMap(\.sunset).map { columns.position(ofMinute: sun.localTime($0).minutesSinceEpoch) }
        #expect(nights.count == 2 && zip(nights, sunsets).allSatisfy { abs($0 - $1) < 0.1 }, "\(nights) \(sunsets)")
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
        extras.alerts = AlertsReport(location: place, coverage: .covered(by: source), alerts: [alert], checkedAt: SamplePicture.now, utcOffsets: [:])
        let hours = HourlyForecastReport(location: place, hours: SamplePicture.hours(), units: .metric, source: source)
        let days = DailyForecastReport(location: place, days: SamplePicture.daily().days, units: .metric, source: source)
        let pictures = [("hourly", try hourly(report: hours, extras: extras)), ("daily", try daily(report: days, extras: extras)), ("hourly-ar", try hourly(.ar, report: hours, extras: extras))]
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../.build/picture-checks").standardized
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, svg) in pictures {
            let elements = try #require(PictureXML.parse(svg), "\(name) parses")
            #expect(Set(elements.map(\.name)).isSubset(of: ["svg", "title", "desc", "style", "g", "rect", "line", "polyline", "polygon", "path", "circle", "text"]))
            #expect(elements.allSatisfy { !$0.attributes.keys.contains { $0.lowercased().hasPrefix("on") || $0.contains("href") } })
            #expect(!svg.contains("<script") && svg.contains("&lt;script&gt;") && !svg.contains("<!--"), "\(name)")
            #expect(!svg.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" || $0 == "\u{FFFF}" || $0 == "\u{1B}" })
            // For scripts/check-pictures, which renders them with rsvg-convert.
            try svg.write(to: folder.appendingPathComponent("hostile-\(name).svg"), atomically: true, encoding: .utf8)
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
        try writer().present([SamplePicture.daily(), SamplePicture.daily()], as: .svg, extras: [PlaceExtras(), PlaceExtras()])
        let svg = try #require(output.results.last)
        let elements = try #require(PictureXML.parse(svg))
        #expect(elements.first?.attributes["height"] == "800" && elements.classed("meteogram", "g").map { $0.attributes["transform"] } == ["translate(0,0)", "translate(0,400)"])
    }

    @Test("nothing known: the frame, no curve, no crash")
    func empty() throws {
        let hours = HourlyForecastReport(location: SampleForecast.unique, hours: [], units: .metric, source: SampleForecast.source)
        let days = DailyForecastReport(location: SampleForecast.unique, days: [DailyForecast(date: SamplePicture.start.date)], units: .metric, source: SampleForecast.source)
        #expect(PictureXML.parse(try hourly(report: hours, extras: PlaceExtras())) != nil)
        #expect(PictureXML.parse(try daily(report: days)) != nil)
    }
}
