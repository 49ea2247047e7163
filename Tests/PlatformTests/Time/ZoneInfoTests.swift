import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Time zones from the system's tzdata")
struct ZoneInfoTests {
    static let zones = [
        "Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "Asia/Shanghai", "Australia/Lord_Howe",
        "America/St_Johns", "Africa/Casablanca", "America/Sao_Paulo", "Asia/Kathmandu", "Etc/GMT+5", "UTC",
    ]

    @Test("agrees with Foundation's time zones at every hour of two years, DST changes included", arguments: zones)
    func agreesWithFoundation(identifier: String) throws {
        let zone = try ZoneInfo(identifier: identifier)
        let reference = try #require(TimeZone(identifier: identifier))
        let start = 1_767_225_600  // 2026-01-01T00:00Z
        for hour in stride(from: 0, to: 2 * 366 * 24, by: 1) {
            let seconds = start + hour * 3600
            let expected = reference.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
            let actual = zone.utcOffsetSeconds(at: Instant(secondsSince1970: Double(seconds)))
            guard actual == expected else {
                Issue.record("\(identifier) at \(seconds): \(actual), Foundation says \(expected)")
                return
            }
        }
    }

    @Test("the offsets people know: London's change in October 2026, +5:30, +12:45/+13:45")
    func knownOffsets() throws {
        let london = try ZoneInfo(identifier: "Europe/London")
        #expect(london.utcOffsetSeconds(at: Instant(secondsSince1970: 1_792_889_999)) == 3600)  // 2026-10-25T00:59:59Z
        #expect(london.utcOffsetSeconds(at: Instant(secondsSince1970: 1_792_890_000)) == 0)  // 01:00Z: back to GMT
        #expect(try ZoneInfo(identifier: "Asia/Kolkata").utcOffsetSeconds(at: Instant(secondsSince1970: 1_795_348_800)) == 19_800)
        #expect(try ZoneInfo(identifier: "Pacific/Chatham").utcOffsetSeconds(at: Instant(secondsSince1970: 1_795_348_800)) == 49_500)
    }

    @Test("a name from a service never becomes a path outside the database", arguments: [
        "../../etc/passwd", "/etc/passwd", "Europe/../../etc/passwd", "Europe//London", "", ".hidden", "Europe/London\u{0}",
        "Europe/London ", "-rf", String(repeating: "A", count: 65),
    ])
    func refusesPaths(identifier: String) {
        #expect(throws: ZoneInfoError.notAZoneName(identifier)) { try ZoneInfo(identifier: identifier) }
    }

    @Test("an unknown zone and a file that is not TZif are errors, not crashes")
    func unknownAndDamaged() throws {
        #expect(throws: ZoneInfoError.unknownZone("Mars/Olympus_Mons")) { try ZoneInfo(identifier: "Mars/Olympus_Mons") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/London"))
        for (name, bytes) in [("Empty", Data()), ("Text", Data("not a zone".utf8)), ("Cut", real.prefix(200)),
                              ("Header", real.prefix(44))] {
            try bytes.write(to: directory.appendingPathComponent(name))
            #expect(throws: ZoneInfoError.unreadable(name)) { try ZoneInfo(identifier: name, directory: directory.path) }
        }
    }
}
