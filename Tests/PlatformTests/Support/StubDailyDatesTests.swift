import Foundation
@testable import StubServer
import Testing

/// The stub moves its recorded daily answers to today, where the asked zone is, as the service's answers start.
@Suite("The stub's recorded days, moved to today")
struct StubDailyDatesTests {
    /// A daily answer recorded in London in November, at offset 0.
    let recorded = Array(#"{"utc_offset_seconds":0,"daily":{"time":["2026-11-22","2026-11-23"],"sunrise":["2026-11-22T07:31","2026-11-23T07:33"]}}"#.utf8)

    func moved(at instant: String, zone: String?) throws -> [String: Any] {
        let now = try Date(instant, strategy: .iso8601)
        let answer = DailyDates.movedToToday(recorded, now: now, zone: zone.flatMap(TimeZone.init(identifier:)))
        return try #require(try JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
    }

    @Test("asked in London's summer time at 23:30 UTC: tomorrow's date there, and the offset of summer time")
    func summerTime() throws {
        let json = try moved(at: "2027-07-14T23:30:00Z", zone: "Europe/London")
        #expect(json["utc_offset_seconds"] as? Int == 3600)
        let daily = try #require(json["daily"] as? [String: Any])
        #expect(daily["time"] as? [String] == ["2027-07-15", "2027-07-16"])
        #expect(daily["sunrise"] as? [String] == ["2027-07-15T07:31", "2027-07-16T07:33"])
    }

    @Test("without a zone, or with one the system does not know, the recorded offset decides")
    func recordedOffset() throws {
        for zone in [nil, "Nowhere/Atlantis"] {
            let json = try moved(at: "2027-07-14T23:30:00Z", zone: zone)
            #expect(json["utc_offset_seconds"] as? Int == 0)
            #expect((json["daily"] as? [String: Any])?["time"] as? [String] == ["2027-07-14", "2027-07-15"])
        }
    }

    @Test("already today at the same offset: the same bytes")
    func unchanged() throws {
        let now = try Date("2026-11-22T12:00:00Z", strategy: .iso8601)
        #expect(DailyDates.movedToToday(recorded, now: now, zone: TimeZone(identifier: "Europe/London")) == recorded)
    }
}
