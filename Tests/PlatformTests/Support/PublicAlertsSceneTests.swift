import Foundation
@testable import StubServer
import Testing

/// The documents of the FOSS Public Alert Server's stand-in (``PublicAlertsScene``), made without a server: recorded ones
/// changed only in their times, footprints that are their polygons' extremes, and each derivation doing what it says.
@Suite("The FOSS Public Alert Server stand-in's documents")
struct PublicAlertsSceneTests {
    /// The recorded documents.
    let fixtures: FixtureLibrary
    /// The moment every document is made for.
    let now = Date()

    /// Loads the recorded documents.
    init() throws { fixtures = try FixtureLibrary() }

    /// The document of alert `number` made for `now`, as a string, in `story`.
    func document(_ number: Int, _ story: StubStory = StubStory()) throws -> String {
        let alert = try #require(PublicAlertsScene.alerts.first { $0.id.hasSuffix(String(format: "%012d", number)) })
        let request = try #require(StubRequest(head: "GET /data/\(alert.file) HTTP/1.1"))
        let call = StubCall(request: request, fixtures: fixtures, answers: .recorded, absurd: false, now: now, story: story)
        return String(decoding: try #require(alert.document(for: call)), as: UTF8.self)
    }

    /// Every text of the elements `name` in `text`.
    func all(_ name: String, in text: String) -> [String] {
        text.split(separator: "<\(name)>", omittingEmptySubsequences: false).dropFirst()
            .compactMap { piece in piece.firstRange(of: "</\(name)>").map { String(piece[..<$0.lowerBound]) } }
    }

    /// `text` with the texts of the elements whose times move blanked out.
    func withoutMovedTimes(_ text: String) -> String {
        text.replacing(#/<(sent|onset|effective|expires|references)>[^<]*</(sent|onset|effective|expires|references)>/#) { "<\($0.output.1)/>" }
    }

    @Test("a recorded document is served byte for byte but for its moved times", arguments: [1, 3, 4, 5, 9])
    func recordedByteForByte(number: Int) throws {
        let alert = PublicAlertsScene.alerts[number - 1]
        let recorded = String(decoding: try #require(fixtures.publicAlerts[alert.file]), as: UTF8.self)
        let served = try document(number)
        #expect(served != recorded && withoutMovedTimes(served) == withoutMovedTimes(recorded))
    }

    @Test("each footprint is the extremes of the document's polygons", arguments: [1, 2, 5, 6, 7, 8, 9])
    func footprints(number: Int) throws {
        let points = all("polygon", in: try document(number, StubStory(mowas: .cancelled))).flatMap { $0.split(whereSeparator: \.isWhitespace) }
            .map { $0.split(separator: ",").compactMap { Double($0) } }
        let box = try #require(PublicAlertsScene.alerts[number - 1].footprint.boxes.first)
        #expect(points.map { $0[0] }.min() == box.latitudes.lowerBound && points.map { $0[0] }.max() == box.latitudes.upperBound)
        #expect(points.map { $0[1] }.min() == box.longitudes.lowerBound && points.map { $0[1] }.max() == box.longitudes.upperBound)
    }

    @Test("the original of Macao's Update: an Alert under the referenced triple, without references or responseType")
    func macaoOriginal() throws {
        let original = try document(2), update = try document(1)
        #expect(all("msgType", in: original) == ["Alert"] && all("references", in: original).isEmpty && all("responseType", in: original).isEmpty)
        #expect(all("references", in: update) == [[all("sender", in: original)[0], all("identifier", in: original)[0], all("sent", in: original)[0]]
            .joined(separator: ",")])
    }

    @Test("the test copy, the circle, the ring across ±180°")
    func derivations() throws {
        let test = try document(6)
        #expect(all("status", in: test) == ["Test"] && all("identifier", in: test) == ["POA-1216107687-4.test"])
        let circle = try document(10)
        #expect(all("circle", in: circle) == ["53.35,-6.26 25"] && all("geocode", in: circle).isEmpty && !circle.contains("<geocode>"))
        let fiji = try document(11)
        #expect(all("language", in: fiji) == ["en-GB"] && all("senderName", in: fiji) == ["Fiji Meteorological Service"])
        #expect(all("polygon", in: fiji) == [DerivedCAP.antimeridianRing] && !fiji.contains("EMMA_ID"))
    }

    @Test("the NWS advisory as CAP agrees with the NWS stand-in's answer, and only while its story is the advisory")
    func nwsAdvisory() throws {
        let advisory = try document(12)
        #expect(all("identifier", in: advisory) == ["urn:oid:2.49.0.1.840.0.21973bd423ae0db39e5260d08fa31bb6eba8b288.001.1"])
        let onset = try Date(try #require(all("onset", in: advisory).first), strategy: .iso8601)
        #expect(abs(onset.timeIntervalSince(now) + 3600) < 1 && all("value", in: advisory).count == 77, "38 SAME, 38 UGC, eventEndingTime")
        #expect(!PublicAlertsScene.alerts[11].isServed(StubStory(warning: .severe)))
    }

    @Test("the hostile documents: 50 MiB, a DOCTYPE where entities attack, raw and referenced controls where XML allows them")
    func hostile() throws {
        #expect(try document(15).utf8.count == HostileCAP.hugeBytes)
        #expect(try document(13).contains("<!ENTITY lol9") && document(14).contains(#"SYSTEM "file:///etc/passwd""#))
        let escapes = try document(20)
        #expect(escapes.contains("\u{9B}31m") && escapes.contains("\u{202E}") && escapes.contains("&#x9D;52;") && !escapes.contains("\u{1B}"))
    }
}
