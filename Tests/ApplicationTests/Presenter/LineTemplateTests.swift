@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("--format line and --template")
struct LineTemplateTests {
    @Test("placeholders are replaced, a missing value is a dash, doubled braces are braces")
    func rendering() throws {
        let template = try LineTemplate("{{{place}}} {temperature}{temperature_unit} {wind_speed}", placeholders: LineValues.now)
        #expect(template.render(["place": "Oslo", "temperature": "3", "temperature_unit": "°C"]) == "{Oslo} 3°C —")
    }

    @Test("an unknown placeholder or an unclosed brace is refused, naming what the command takes", arguments: ["{sky}", "{place", "{temperature_max}"])
    func refused(text: String) {
        #expect(throws: LineTemplate.Failure.self) { try LineTemplate(text, placeholders: LineValues.now) }
    }

    @Test("every daily placeholder has today's value, and the default template reads as a status line")
    func daily() throws {
        let today = ForecastViewExtras.lineValues(LineValues.values(SampleForecast.london, words: .english), adding: PlaceExtras(), words: .english)
        // 2026-11-24 14:53 UTC: PyEphem's full moon.
        let values = LineValues.addingMoon(
            to: today, place: SampleForecast.london.place, at: Instant(secondsSince1970: 1_795_531_980), words: .english
        )
        for name in LineValues.daily { #expect(values[name] != nil, "{\(name)}") }
        #expect(values["moon"] == "🌕" && values["moonphase"] == "Full moon")
        let line = try LineTemplate(LineValues.dailyTemplate(.english), placeholders: LineValues.daily).render(values)
        #expect(line == "London: ☁ 4–9°C, 0.3 mm")
    }

    @Test("every placeholder of hourly and current has a value when the service gave one")
    func now() throws {
        let hourly = ForecastViewExtras.lineValues(LineValues.values(SampleForecast.londonHours, words: .english), adding: PlaceExtras(), words: .english)
        let current = ForecastViewExtras.lineValues(LineValues.values(SampleForecast.londonNow, words: .english), adding: PlaceExtras(), words: .english)
        for name in LineValues.common + ["time", "temperature"] {
            #expect(hourly[name] != nil && current[name] != nil, "{\(name)}")
        }
        #expect(try LineTemplate(LineValues.nowTemplate(.english), placeholders: LineValues.now).render(current).hasPrefix("London: "))
    }

    @Test("several places are a line each; a template comes only with --format line")
    func presenter() throws {
        let output = RecordingOutput()
        let presenter = DocumentWriter(
            output: output, styler: Styler(usesColour: false),
            lineTemplate: try LineTemplate("{place} {temperature_max}", placeholders: LineValues.daily), clock: SystemClock())
        try presenter.write(DailyDocument(reports: [SampleForecast.london, SampleForecast.london], extras: [PlaceExtras(), PlaceExtras()]), as: .line)
        #expect(output.results.joined() == "London 9\nLondon 9\n")
    }

    @Test("search's line is its best match; compare's is today's forecast of each provider")
    func searchAndCompare() throws {
        let place = SampleForecast.london.place
        let values = LineValues.values(place)
        for name in ["place", "latitude", "longitude"] { #expect(values[name] != nil) }
        #expect(try LineTemplate(LineValues.searchTemplate, placeholders: LineValues.search).render(values).hasPrefix("London, "))
        let comparison = ForecastComparison(
            location: SampleForecast.london.location, units: .metric, forecasts: [SampleForecast.london], skipped: [], spread: []
        )
        let line = try LineTemplate(LineValues.comparisonTemplate, placeholders: LineValues.comparison).render(LineValues.values(comparison, words: .english))
        #expect(line == "London —: Open-Meteo 4–9°C")
    }
}
