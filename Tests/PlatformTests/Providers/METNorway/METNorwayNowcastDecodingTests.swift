import Domain
import Foundation
@testable import Platform
import Testing

/// MET Norway's Nowcast 2.0: the recorded dry answer for Oslo (2026-04-26, `updated_at` 10:18:09Z, 23 steps of 5
/// minutes from 10:20Z, every rate 0.0, radar `ok`) and its headers, and the answers no recording shows, built from
/// the documentation (shared/API-NOTES.md, "Nowcasts: the next two hours").
@Suite("Decoding MET Norway's Nowcast 2.0")
struct METNorwayNowcastDecodingTests {
    static let oslo = "grusindeks_nowcast-2.0-complete-oslo-dry-20260426"

    /// Built from the documentation (API-NOTES.md Nowcasts): a nowcast answer with this `radar_coverage` and these
    /// rates (`nil`: no `precipitation_rate` on that step, as the data model allows), steps of 5 minutes from
    /// 2026-04-26T10:20:00Z.
    static func documented(coverage: String, rates: [Double?]) -> Data {
        let steps = rates.enumerated().map { index, rate in
            let time = Date(timeIntervalSince1970: 1_777_198_800 + Double(index) * 300).formatted(.iso8601)
            let details = rate.map { #"{"precipitation_rate":\#($0)}"# } ?? "{}"
            return #"{"time":"\#(time)","data":{"instant":{"details":\#(details)}}}"#
        }
        return Data((#"{"type":"Feature","geometry":{"type":"Point","coordinates":[5.3242,60.3913,12]},"properties":{"meta":"#
            + #"{"updated_at":"2026-04-26T10:18:09Z","units":{"precipitation_rate":"mm/h"},"radar_coverage":"\#(coverage)"},"#
            + #""timeseries":[\#(steps.joined(separator: ","))]}}"#).utf8)
    }

    func decode(_ body: Data) throws -> NowcastOutcome {
        try METNorwayNowcastTarget(baseURL: "https://api.met.no", coordinate: try Coordinate(latitude: 59.9139, longitude: 10.7522)).decode(body)
    }

    @Test("asks the complete product with at most four decimals, and keeps the answer until its Expires")
    func request() throws {
        let target = METNorwayNowcastTarget(baseURL: "https://api.met.no", coordinate: try Coordinate(latitude: 59.913_868, longitude: 10.752_245))
        #expect(target.url == "https://api.met.no/weatherapi/nowcast/2.0/complete?lat=59.9139&lon=10.7522")
        #expect(target.cacheRule == .alerts(honoursExpiry: true))
    }

    @Test("the recorded headers give the answer three minutes, from Expires less Date")
    func recordedLifetime() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StubServer/Fixtures/met-norway/\(Self.oslo).headers.txt")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
        let headers = Dictionary(lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }) { first, _ in first }
        #expect(CacheLifetime(headers: headers, now: Instant(secondsSince1970: 0)).seconds == 180)
        #expect(headers["last-modified"] != nil, "what If-Modified-Since revalidates with")
    }

    @Test("the recorded Oslo answer: a dry radar nowcast of 23 steps of 5 minutes, issued at updated_at")
    func recorded() throws {
        guard case .nowcast(let nowcast) = try decode(Fixture.data(Self.oslo, provider: "met-norway")) else {
            Issue.record("radar_coverage ok is a nowcast")
            return
        }
        #expect(nowcast.method == .radar && nowcast.stepMinutes == 5)
        #expect(nowcast.issuedAt == Instant(secondsSince1970: 1_777_198_689))  // 2026-04-26T10:18:09Z
        #expect(nowcast.steps.count == 23)
        #expect(nowcast.steps.first?.time == Instant(secondsSince1970: 1_777_198_800))  // 10:20Z
        #expect(nowcast.steps.last?.time == Instant(secondsSince1970: 1_777_205_400))  // 12:10Z
        #expect(nowcast.steps.allSatisfy { $0.precipitationRate == 0 })
    }

    @Test("built from the documentation: rain on the radar, one step without a rate kept with its rate unknown")
    func rainWithMissingRate() throws {
        let outcome = try decode(Self.documented(coverage: "ok", rates: [0, 0.3, nil, 2.4]))
        guard case .nowcast(let nowcast) = outcome else {
            Issue.record("a radar nowcast")
            return
        }
        #expect(nowcast.steps.map(\.precipitationRate) == [0, 0.3, nil, 2.4])
        #expect(nowcast.steps.map(\.time.secondsSince1970) == [1_777_198_800, 1_777_199_100, 1_777_199_400, 1_777_199_700])
    }

    @Test(
        "built from the documentation: no radar, or an unknown radar state, is a gap, not an error",
        arguments: [
            ("no coverage", NowcastGap.noRadarCoverage), ("temporarily unavailable", .radarTemporarilyUnavailable),
            ("degraded", .radarTemporarilyUnavailable),
        ]
    )
    func gaps(coverage: String, gap: NowcastGap) throws {
        #expect(try decode(Self.documented(coverage: coverage, rates: [nil, nil])) == .unavailable(gap))
    }

    @Test("what is not a nowcast answer is a clear error naming the problem")
    func broken() throws {
        #expect(throws: ForecastError.badResponse(reason: "its radar nowcast has no steps")) { try decode(Self.documented(coverage: "ok", rates: [])) }
        #expect(throws: JSONShapeError.self) { try decode(Data(#"{"properties":{"meta":{}}}"#.utf8)) }
        let inches = Data(#"{"properties":{"meta":{"units":{"precipitation_rate":"in/h"},"radar_coverage":"ok"},"timeseries":[]}}"#.utf8)
        #expect(throws: ForecastError.badResponse(reason: "precipitation_rate is in in/h, not mm/h")) { try decode(inches) }
        let backwards = Data(String(decoding: Self.documented(coverage: "ok", rates: [0, 0]), as: UTF8.self)
            .replacingOccurrences(of: "10:25:00Z", with: "10:15:00Z").utf8)
        #expect(throws: ForecastError.badResponse(reason: "its nowcast steps are not in time order")) { try decode(backwards) }
    }

    @Test("the fuzz target's entry point reads the recording as a request does")
    func packageDecoding() throws {
        let outcome = try METNorwayDecoding.nowcast(from: Array(Fixture.data(Self.oslo, provider: "met-norway")))
        #expect(try outcome == decode(Fixture.data(Self.oslo, provider: "met-norway")))
    }
}
