import Domain
@testable import Platform
import Testing

@Suite("The system's tzdata as the domain's time-zone rules")
struct SystemTimeZoneRulesTests {
    @Test("offsets on both sides of a DST change, asked again from the kept zone; an unknown zone is nil, every time")
    func offsets() {
        let rules = SystemTimeZoneRules()
        let winter = Instant(secondsSince1970: 1_774_742_400), summer = Instant(secondsSince1970: 1_774_746_000)  // 2026-03-29 00:00, 01:00 UTC
        #expect(rules.utcOffsets(zone: "Europe/London", at: [winter, summer]) == [0, 3600])
        #expect(rules.utcOffsets(zone: "Europe/London", at: [summer]) == [3600])
        #expect(rules.utcOffsets(zone: "Mars/Olympus", at: [winter]) == nil && rules.utcOffsets(zone: "Mars/Olympus", at: []) == nil)
    }
}
