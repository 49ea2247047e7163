@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("WttrLineDocument: each wttr.in code written as wttr.in writes it")
struct WttrLineDocumentTests {
    /// London's Sun and Moon on 22 November 2026, and its air now (UV 2.1).
    static func extras() async throws -> PlaceExtras {
        var extras = PlaceExtras()
        let request = SkyRequest(location: .resolved(SampleForecast.unique), date: LocalDate(iso8601: "2026-11-22"))
        extras[WttrSunExtra.self] = try await SampleSky.service.sunTimes(for: request)
        extras[WttrMoonExtra.self] = try await SampleSky.service.moonPhases(for: request)
        extras[WttrUVExtra.self] = SampleAir.london
        return extras
    }

    /// The conditions now at London in `units`, as `conditions` says.
    static func report(_ conditions: CurrentConditions, units: Units = .metric) -> CurrentConditionsReport {
        CurrentConditionsReport(location: SampleForecast.unique, conditions: conditions, units: units, source: SampleForecast.source)
    }

    /// The document of `report` in `format` written as a line at 14:20:00 UTC on 22 November 2026.
    func line(
        _ format: String, _ report: CurrentConditionsReport = SampleForecast.londonNow, extras: PlaceExtras = PlaceExtras(), words: Catalogue = .english
    ) throws -> String {
        let output = RecordingOutput()
        let writer = DocumentWriter(output: output, styler: Styler(usesColour: false), words: words, clock: FixedClock(SampleAlerts.now))
        try writer.write(WttrLineDocument(reports: [report], extras: [extras], template: WttrTemplate(custom: format)), as: .line)
        return output.results.joined()
    }

    @Test("every code, from London's light drizzle now, its Sun, Moon and air", arguments: [
        ("%c", "\u{1F326}  "),
        ("%C", "Light drizzle"),
        ("%x", "/"),
        ("%h", "88%"),
        ("%t", "+9°C"),
        ("%f", "+6°C"),
        ("%w", "↗18km/h"),
        ("%l", "London"),
        ("%m", "🌕"),
        ("%M", "13"),
        ("%p", "0.2mm"),
        ("%P", "1012hPa"),
        ("%u", "2"),
        ("%D", "06:52:10"),
        ("%S", "07:30:05"),
        ("%z", "11:46:36"),
        ("%s", "16:02:38"),
        ("%d", "16:40:32"),
        ("%T", "14:20:00+0000"),
        ("%Z", "Europe/London"),
    ])
    func code(format: String, expected: String) async throws {
        let text = try line(format, extras: await Self.extras())
        #expect(text == expected)
    }

    @Test("the presets in full: the line ends in a line break")
    func presets() throws {
        let document = { (number: String) in
            WttrLineDocument(reports: [SampleForecast.londonNow], extras: [PlaceExtras()], template: WttrTemplate.preset(number)!)
        }
        let output = RecordingOutput()
        let writer = DocumentWriter(output: output, styler: Styler(usesColour: false), clock: FixedClock(SampleAlerts.now))
        for number in ["1", "2", "3", "4"] { try writer.write(document(number), as: .line) }
        #expect(output.results == [
            "\u{1F326}   +9°C\n",
            "\u{1F326}   \u{1F321}\u{FE0F}+9°C \u{1F32C}\u{FE0F}↗18km/h\n",
            "London: \u{1F326}   +9°C\n",
            "London: \u{1F326}   \u{1F321}\u{FE0F}+9°C \u{1F32C}\u{FE0F}↗18km/h\n",
        ])
    }

    @Test("%C is in the run's language; the numbers stay wttr.in's")
    func language() throws {
        #expect(try line("%C %p", words: Catalogue(.de)) == "Leichter Nieselregen 0.2mm")
    }

    @Test("the temperature is always signed, zero with +, rounded to a whole degree", arguments: [
        (9.5, "+10°C"), (0.4, "+0°C"), (-0.4, "+0°C"), (-3.6, "-4°C"),
    ])
    func signed(temperature: Double, expected: String) throws {
        let now = CurrentConditions(time: SampleForecast.londonNow.conditions.time, temperature: temperature)
        #expect(try line("%t", Self.report(now)) == expected)
    }

    @Test("the arrow points where the wind blows: from the north ↓, from the east ←; none without a direction", arguments: [
        (0.0, "↓"), (45, "↙"), (90, "←"), (180, "↑"), (270, "→"), (359, "↓"), (nil, ""),
    ] as [(Double?, String)])
    func arrow(direction: Double?, expected: String) throws {
        let now = CurrentConditions(time: SampleForecast.londonNow.conditions.time, windSpeed: 11.4, windDirection: direction)
        #expect(try line("%w", Self.report(now)) == expected + "11km/h")
    }

    @Test("imperial: °F, mph and inches; the pressure stays in hPa")
    func imperial() throws {
        let now = CurrentConditions(
            time: SampleForecast.londonNow.conditions.time, temperature: 48.7, apparentTemperature: 43, precipitation: 0.008, windSpeed: 10.9,
            windDirection: 230, pressureMSL: 1012.4
        )
        #expect(try line("%t %f %w %p %P", Self.report(now, units: .imperial)) == "+49°F +43°F ↗11mph 0.01in 1012hPa")
    }

    @Test("metres per second: to a tenth, as wttr.in's ?M writes them")
    func metresPerSecond() throws {
        var units = Units.metric
        units.windSpeed = .metresPerSecond
        let now = CurrentConditions(time: SampleForecast.londonNow.conditions.time, windSpeed: 4.89, windDirection: 230)
        #expect(try line("%w", Self.report(now, units: units)) == "↗4.9m/s")
    }

    @Test("what is not known: nothing where wttr.in writes nothing, its unknown symbols, ? else")
    func unknowns() throws {
        let now = CurrentConditions(time: SampleForecast.londonNow.conditions.time)
        let weather = try line("%c|%C|%x|%h|%t|%f|%w|%p|%P", Self.report(now))
        #expect(weather == "\u{2728} ||?||?|?|?||")
        #expect(try line("%u|%m|%M|%D|%S|%z|%s|%d|%T") == "?|?|?|??:??:??|??:??:??|??:??:??|??:??:??|??:??:??|??:??:??")
    }

    @Test("a polar night has no sunrise or sunset: wttr.in's unknown time")
    func polarNight() async throws {
        var extras = PlaceExtras()
        let place = Place(name: "Tromsø", coordinate: try Coordinate(latitude: 69.65, longitude: 18.96), timeZoneIdentifier: "Europe/London")
        let tromsø = ResolvedPlace(place: place)
        let sky = SkyService(places: ResolvePlaceUseCaseSpy(.success(tromsø)), zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
        extras[WttrSunExtra.self] = try await sky.sunTimes(for: SkyRequest(location: .resolved(tromsø), date: LocalDate(iso8601: "2026-12-21")))
        #expect(try line("%S %s %z", extras: extras).hasPrefix("??:??:?? ??:??:?? 1"))
    }

    @Test("each line of the text is made safe for a terminal, the line breaks kept")
    func terminalSafe() throws {
        #expect(try line("a\u{1B}[31mb" + #"\n"# + "%t") == "ab\n+9°C")
    }

    @Test("the document offers a line alone, and carries the freshness of the conditions' answer")
    func offers() {
        let freshness = AnswerFreshness(fetchedAt: SampleAlerts.now, staleReason: "offline")
        let report = CurrentConditionsReport(
            location: SampleForecast.unique, conditions: SampleForecast.londonNow.conditions, units: .metric, source: SampleForecast.source,
            freshness: freshness
        )
        let document = WttrLineDocument(reports: [report], extras: [PlaceExtras()], template: WttrTemplate(custom: "%t"))
        #expect(WttrLineInteraction.formats == [.line] && document.freshness == [freshness])
    }
}
