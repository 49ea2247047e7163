@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Foundation
import Testing

@Suite("SeaCheck: check waves, swell and sea-temperature, answered and shown")
struct SeaCheckTests {
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// The standard sea check's answer over the sample's sea (now 22:10 on the 22nd; a 12 h window unless said).
    func answer(
        _ measure: SeaCheckRequest.Measure, threshold: Double? = nil, units: Units = .metric, within: Int = 720, seaAt: Int? = 0
    ) async throws -> SeaCheckAnswer {
        let request = SeaCheckRequest(measure: measure, location: london, withinMinutes: within, threshold: threshold, units: units)
        return try await SpyProvider().servingSeaCheck(SampleMarineExtra.Repository(seaAt: seaAt)).make(.seaCheck).check(request)
    }

    /// Units in metres but for heights in feet, as `--height-unit ft` or `height = "ft"` make them.
    static var feet: Units {
        var units = Units.metric
        units.height = .feet
        return units
    }

    @Test("waves: yes now when the current hour reaches the default 2 m; no below a higher threshold, with the highest in the window")
    func waves() async throws {
        let yes = try await answer(.waves)
        #expect(yes.answer && yes.threshold == 2)
        #expect(yes.line == "yes: waves 2.6 m SW 9 s now, at or above 2 m")
        let no = try await answer(.waves, threshold: 5)
        #expect(!no.answer)
        #expect(no.line == "no: waves 3.8 m at most in the next 12 h, below 5 m")
    }

    @Test("swell: no below the default 2 m; yes at the first hour that reaches a lower one, on another day")
    func swell() async throws {
        let no = try await answer(.swell)
        #expect(no.line == "no: swell 1.9 m at most in the next 12 h, below 2 m")
        let yes = try await answer(.swell, threshold: 1.52)
        #expect(yes.answer && yes.match?.time == LocalDateTime(iso8601: "2026-11-23T03:00"))
        #expect(yes.line == "yes: swell 1.6 m WNW 12 s at Mon 23 Nov 03:00, at or above 1.52 m")
    }

    @Test("sea-temperature: no below the default 18°C, with the warmest; yes when the sea reaches a lower threshold")
    func seaTemperature() async throws {
        let no = try await answer(.seaTemperature)
        #expect(!no.answer && no.threshold == 18)
        #expect(no.line == "no: the sea 15.4°C at most in the next 12 h, below 18°C")
        let yes = try await answer(.seaTemperature, threshold: 15)
        #expect(yes.line == "yes: the sea 15.0°C at Mon 23 Nov 06:00, at or above 15°C")
    }

    @Test("imperial: the defaults in feet and Fahrenheit, the values converted")
    func imperial() async throws {
        let waves = try await answer(.waves, units: .imperial)
        #expect(waves.threshold == 7 && waves.line == "yes: waves 8.5 ft SW 9 s now, at or above 7 ft")
        let sea = try await answer(.seaTemperature, units: .imperial)
        #expect(sea.threshold == 64 && sea.line == "no: the sea 59.7°F at most in the next 12 h, below 64°F")
    }

    @Test("feet alone (the height unit in force, the temperature still Celsius): a threshold in feet")
    func feet() async throws {
        let answer = try await answer(.waves, threshold: 10, units: Self.feet)
        #expect(answer.line == "yes: waves 10.2 ft W 8 s at Mon 23 Nov 03:00, at or above 10 ft")
        let sea = try await self.answer(.seaTemperature, units: Self.feet)
        #expect(sea.threshold == 18)
    }

    @Test("a threshold out of the unit's range is refused before any request: 30 m, or 98 ft, at most")
    func ranges() async throws {
        let repository = SampleMarineExtra.Repository()
        let check = try SpyProvider().servingSeaCheck(repository).make(.seaCheck)
        for (threshold, units) in [(31.0, Units.metric), (99, .imperial), (-1, .metric), (99, Self.feet)] {
            await #expect(throws: ForecastError.self) { try await check.check(SeaCheckRequest(measure: .waves, location: london, threshold: threshold, units: units)) }
        }
        await #expect(throws: ForecastError.self) { try await check.check(SeaCheckRequest(measure: .seaTemperature, location: london, threshold: 36)) }
        #expect(repository.searches.callCount == 0)
        #expect(try await check.check(SeaCheckRequest(measure: .waves, location: london, threshold: 98, units: .imperial)).answer == false)
    }

    @Test("the sea read away from the place is named at the end of the line")
    func seaAway() async throws {
        let answer = try await answer(.waves, seaAt: 1)
        #expect(answer.line == "yes: waves 2.6 m SW 9 s now, at or above 2 m (sea 5 km N of London)")
    }

    @Test("JSON: the answer, the condition, the threshold and its unit, the hour found with its waves, where the sea is, the source")
    func json() async throws {
        let answer = try await answer(.swell, threshold: 1.52)
        let text = SeaCheckDocument(answer: answer).json.compact
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["answer"] as? Bool == true && object["condition"] as? String == "swell" && object["threshold"] as? Double == 1.52)
        #expect(object["unit"] as? String == "m" && object["within"] as? String == "12h" && object["first"] as? String == "2026-11-23T03:00")
        #expect(object["value"] as? Double == 1.55 && object["direction"] as? Double == 300 && object["period"] as? Double == 12)
        #expect((object["sea"] as? [String: Any])?["at_place"] as? Bool == true)
        #expect((object["source"] as? [String: String])?["attribution"] == "Marine data by Open-Meteo.com")
        let sea = try await self.answer(.seaTemperature)
        let seaObject = try #require(try JSONSerialization.jsonObject(with: Data(SeaCheckDocument(answer: sea).json.compact.utf8)) as? [String: Any])
        #expect(seaObject["condition"] as? String == "sea-temperature" && seaObject["unit"] as? String == "°C" && seaObject["value"] as? Double == 15.4)
        #expect(seaObject["first"] is NSNull && seaObject["direction"] is NSNull)
    }

    @Test("CSV: one row, its place first, the sea's distance at the end; the table is the line")
    func csvAndTable() async throws {
        let answer = try await answer(.waves, seaAt: 1)
        let table = SeaCheckDocument(answer: answer).csv
        #expect(table.header.first == "place" && table.header.last == "sea_distance_km" && table.rows.count == 1)
        #expect(table.rows[0].first?.compact == "\"London\"" && table.rows[0].last?.compact == "5")
        #expect(table.header.contains("answer") && !table.header.contains("sea") && !table.header.contains("source"))
    }

    @Test("the check's run: yes ends 0, no ends 1; no sea near the place ends as a service that does not cover it")
    func exits() async {
        let presenter = OutputSpy()
        let yes = SeaCheckRequest(measure: .waves, location: london)
        #expect(await CheckInteraction.answer(yes, on: .recording(SpyProvider().servingSeaCheck(), to: presenter)) == .success)
        let no = SeaCheckRequest(measure: .seaTemperature, location: london)
        #expect(await CheckInteraction.answer(no, on: .recording(SpyProvider().servingSeaCheck(), to: presenter)) == .no)
        let inland = SpyProvider().servingSeaCheck(SampleMarineExtra.Repository(seaAt: nil))
        #expect(await CheckInteraction.answer(yes, on: .recording(inland, to: presenter)) == .serviceError)
        #expect(presenter.documents.invocations.count == 2)
    }
}
