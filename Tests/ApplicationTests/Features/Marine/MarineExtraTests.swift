@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("MarineExtra: daily --marine and hourly --marine, the sea beside each day or hour")
struct MarineExtraTests {
    let output = RecordingOutput()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// `daily --marine` for London's three sample days in `units`, with sea at the repository's candidate, shown as
    /// `format`; the run's status.
    func daily(_ repository: SampleMarineExtra.Repository, format: OutputFormat, units: Units = .metric) async -> ExitStatus {
        let provider = SpyProvider().servingMarineExtra(repository)
        let request = DailyForecastRequest(location: london, days: 3, units: units)
        return await DailyInteraction.show([request], choice: ExtrasChoice(.marine(.days(3))), on: .writing(to: output, over: { provider }, format: format))
    }

    /// `hourly --marine` for London's five sample hours (from 22:00 on the 22nd), shown as `format`; the run's status.
    func hourly(_ repository: SampleMarineExtra.Repository, format: OutputFormat) async -> ExitStatus {
        let provider = SpyProvider().servingMarineExtra(repository)
        let request = HourlyForecastRequest(location: london, hours: 5)
        return await HourlyInteraction.show([request], choice: ExtrasChoice(.marine(.hours(5))), on: .writing(to: output, over: { provider }, format: format))
    }

    /// The one result written, as lines.
    var lines: [String] { output.results.joined().split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The table's line that starts with `start` (after its indentation).
    func row(_ start: String) throws -> String { try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(start) }) }

    /// The one JSON object written.
    func json() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.results.joined().utf8)) as? [String: Any])
    }

    /// The CSV written, as rows of fields.
    var csv: [[String]] { Self.rows(of: output) }

    /// The CSV written to `output`, as rows of fields.
    static func rows(of output: RecordingOutput) -> [[String]] {
        output.results.joined().split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    @Test("daily --marine: each day's highest waves (dominant direction, longest period) and warmest sea beside it, found by date; a day the sea has no hours of shows dashes; credited")
    func dailyTable() async throws {
        let repository = SampleMarineExtra.Repository()
        #expect(await daily(repository, format: .table) == .success)
        #expect(output.errors.isEmpty)
        let heading = try row("Day")
        #expect(heading.contains("Waves") && heading.contains("Sea temp"))
        #expect(try row("Sun 22 Nov").contains("2.6 m SW 10 s") && row("Sun 22 Nov").contains("14°C"))
        #expect(try row("Mon 23 Nov").contains("5.1 m W 10 s") && row("Mon 23 Nov").contains("17°C"))
        let past = try row("Tue 24 Nov")
        #expect(!past.contains(" m ") && past.filter { $0 == "—" }.count >= 2, "no sea that day: a dash, never 0")
        #expect(lines.contains { $0.contains("Marine data by Open-Meteo.com") })
        #expect(!lines.contains { $0.contains("Waves and sea temperature") }, "the sea at the place itself needs no note")
        // The sea is looked for once and fetched once, for the days shown.
        #expect(repository.searches.callCount == 1 && repository.fetches.invocations == [3])
    }

    @Test("daily --marine in JSON: each day's wave_height_max, wave_direction, wave_period_max and sea_temperature_max; where the sea is, its units and source under \"marine\"")
    func dailyJSON() async throws {
        #expect(await daily(SampleMarineExtra.Repository(seaAt: 1), format: .json) == .success)
        let document = try json()
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days[0]["date"] as? String == "2026-11-22" && days[0]["wave_height_max"] as? Double == 2.6 && days[0]["wave_direction"] as? Double == 225)
        #expect(days[0]["wave_period_max"] as? Double == 10 && days[0]["sea_temperature_max"] as? Double == 14.2)
        #expect(days[1]["wave_height_max"] as? Double == 5.1 && days[1]["wave_direction"] as? Double == 270 && days[1]["sea_temperature_max"] as? Double == 16.7)
        #expect(days[2]["wave_height_max"] is NSNull && days[2]["sea_temperature_max"] is NSNull, "no sea that day: null, never 0")
        let marine = try #require(document["marine"] as? [String: Any])
        let sea = try #require(marine["sea"] as? [String: Any])
        #expect(sea["distance_km"] as? Double == 5 && sea["bearing"] as? Double == 0 && sea["at_place"] as? Bool == false)
        #expect((marine["units"] as? [String: String]) == ["wave_height": "m", "wave_direction": "°", "wave_period": "s", "sea_temperature": "°C"])
        #expect((marine["source"] as? [String: String])?["attribution"] == "Marine data by Open-Meteo.com")
    }

    @Test("daily --marine in CSV: the day's columns with their units, empty where the sea has no such day; in feet and Fahrenheit when imperial")
    func dailyCSV() async throws {
        #expect(await daily(SampleMarineExtra.Repository(), format: .csv, units: .imperial) == .success)
        let rows = csv
        let header = try #require(rows.first)
        let columns = ["wave_height_max_ft", "wave_direction_deg", "wave_period_max_s", "sea_temperature_max_f"]
        let at = try columns.map { column in try #require(header.firstIndex(of: column), "\(column) in \(header)") }
        #expect(at.map { rows[1][$0] } == ["8.53", "225", "10", "57.6"], "2.6 m, 14.2 °C")
        #expect(at.map { rows[2][$0] } == ["16.73", "270", "10", "62.1"], "5.1 m, 16.7 °C")
        #expect(at.map { rows[3][$0] } == ["", "", "", ""])
    }

    @Test("hourly --marine: each hour's waves and sea found by its time, a dash where the model says nothing; in JSON and CSV by hour")
    func hourlyFormats() async throws {
        let repository = SampleMarineExtra.Repository()
        #expect(await hourly(repository, format: .table) == .success)
        let heading = try row("Day")
        #expect(heading.contains("Waves") && heading.contains("Sea temp"))
        #expect(try row("Sun 22 Nov").contains("2.6 m SW 9 s") && row("Sun 22 Nov").contains("14°C"))
        let lateHour = try row("23:00")
        #expect(!lateHour.contains(" m ") && lateHour.hasSuffix("—"), "the model says nothing at 23:00")
        #expect(try row("Mon 23 Nov").contains("2.8 m W 8 s"))
        #expect(try row("01:00").contains("2.9 m W 9 s") && row("01:00").contains("15°C"))
        // The hours from the current one: two days asked of the service.
        #expect(repository.fetches.invocations == [2])

        let hoursJSON = RecordingOutput()
        let provider = SpyProvider().servingMarineExtra(SampleMarineExtra.Repository())
        let choice = ExtrasChoice(.marine(.hours(5)))
        _ = await HourlyInteraction.show([HourlyForecastRequest(location: london, hours: 5)], choice: choice, on: .writing(to: hoursJSON, over: { provider }, format: .json))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(hoursJSON.results.joined().utf8)) as? [String: Any])
        let hours = try #require(object["hours"] as? [[String: Any]])
        #expect(hours[0]["time"] as? String == "2026-11-22T22:00" && hours[0]["wave_height"] as? Double == 2.6 && hours[0]["wave_period"] as? Double == 9)
        #expect(hours[0]["sea_temperature"] as? Double == 14.2 && hours[0]["wave_direction"] as? Double == 225)
        #expect(hours[1]["wave_height"] is NSNull && hours[2]["wave_height"] as? Double == 2.8)

        let hoursCSV = RecordingOutput()
        _ = await HourlyInteraction.show([HourlyForecastRequest(location: london, hours: 5)], choice: choice, on: .writing(to: hoursCSV, over: { provider }, format: .csv))
        let rows = Self.rows(of: hoursCSV)
        let at = try ["wave_height_m", "wave_direction_deg", "wave_period_s", "sea_temperature_c"].map { column in try #require(rows[0].firstIndex(of: column)) }
        #expect(at.map { rows[1][$0] } == ["2.6", "225", "9", "14.2"] && at.map { rows[2][$0] } == ["", "", "", ""])
    }

    @Test("far from the sea: the forecast is shown, and one line says why there are no waves; no marine request after the search")
    func farFromTheSea() async throws {
        let repository = SampleMarineExtra.Repository(seaAt: nil)
        #expect(await daily(repository, format: .table) == .success)
        #expect(try row("Sun 22 Nov").contains("9°C") && !lines.contains { $0.contains("Waves") })
        #expect(output.errors == ["forecast: warning: no waves are shown for London: Open-Meteo's marine model covers only the sea, and it has none within 50 km of London\n"])
        #expect(repository.searches.callCount == 1 && repository.fetches.callCount == 0)
        #expect(!lines.contains { $0.contains("Marine data") }, "nothing had, nobody credited")
    }

    @Test("far from the sea in JSON and CSV: \"marine\" is null and the days have no wave members; CSV keeps the columns, empty")
    func farFromTheSeaRecords() async throws {
        #expect(await daily(SampleMarineExtra.Repository(seaAt: nil), format: .json) == .success)
        let document = try json()
        #expect(document["marine"] is NSNull)
        let days = try #require(document["days"] as? [[String: Any]])
        #expect(days.allSatisfy { $0["wave_height_max"] == nil } && days.first?["temperature_max"] as? Double == 9.1)

        let csvOutput = RecordingOutput()
        let provider = SpyProvider().servingMarineExtra(SampleMarineExtra.Repository(seaAt: nil))
        let request = DailyForecastRequest(location: london, days: 3)
        _ = await DailyInteraction.show([request], choice: ExtrasChoice(.marine(.days(3))), on: .writing(to: csvOutput, over: { provider }, format: .csv))
        let header = try #require(Self.rows(of: csvOutput).first)
        #expect(header.joined(separator: ",").contains("wave_height_max_m,wave_direction_deg,wave_period_max_s,sea_temperature_max_c"))
    }

    @Test("the sea found away from the place is named in a note under the header: how far and which way")
    func seaAway() async throws {
        #expect(await daily(SampleMarineExtra.Repository(seaAt: 1), format: .table) == .success)
        #expect(lines.contains("Waves and sea temperature: sea 5 km N of London"))
    }

    @Test("several places in one CSV: a place without sea has the same columns as one with it, empty")
    func placesWithAndWithoutSea() async throws {
        let marine = try await MarineService(
            places: ResolvePlaceUseCaseSpy(.success(SampleForecast.unique)), marine: SampleMarineExtra.Repository(), clock: FixedClock(SampleMarineExtra.now)
        ).marine(for: MarineRequest(location: london, span: .days(3)))
        let extra = MarineExtra(span: .days(3))
        var withSea = PlaceExtras(asking: [extra])
        withSea[MarineExtra.self] = marine
        let document = DailyDocument(reports: [SampleForecast.london, SampleForecast.london], extras: [PlaceExtras(asking: [extra]), withSea])
        let table = document.csv
        let at = try #require(table.header.firstIndex(of: "wave_height_max_m"))
        #expect(table.rows.count == 6 && table.rows.allSatisfy { $0.count == table.header.count })
        #expect(table.rows[0][at].compact == "null" && table.rows[3][at].compact == "2.6")
    }

    @Test("an old answer of the sea is warned of, naming its place, beside the forecast's own")
    func stale() async throws {
        let fresh = try await MarineService(
            places: ResolvePlaceUseCaseSpy(.success(SampleForecast.unique)), marine: SampleMarineExtra.Repository(), clock: FixedClock(SampleMarineExtra.now)
        ).marine(for: MarineRequest(location: london, span: .days(3)))
        let old = MarineReport(
            location: fresh.location, sea: fresh.sea, span: fresh.span, hours: fresh.hours, days: fresh.days, units: fresh.units, source: fresh.source,
            freshness: AnswerFreshness(fetchedAt: SampleAlerts.now, staleReason: "offline"), now: fresh.now
        )
        var extras = PlaceExtras(asking: [MarineExtra(span: .days(3))])
        extras[MarineExtra.self] = old
        let warnings = DailyDocument(reports: [SampleForecast.london], extras: [extras]).staleWarnings(at: ReadingTime(clock: SystemClock()))
        #expect(warnings.count == 1 && warnings[0].hasPrefix("warning: the sea for London: offline; showing the answer saved at"))
    }

    @Test("an asked span is kept within what the sea can be asked for")
    func span() {
        #expect(MarineExtra.within(.days(40)) == .days(16) && MarineExtra.within(.days(0)) == .days(1))
        #expect(MarineExtra.within(.hours(500)) == .hours(384) && MarineExtra.within(.hours(24)) == .hours(24))
    }
}
