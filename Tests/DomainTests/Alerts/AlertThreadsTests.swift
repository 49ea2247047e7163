import Domain
import Testing

@Suite("Warning threads: an update replaces, a cancellation removes, a message two services carry is one")
struct AlertThreadsTests {
    func message(_ id: String, references: [String] = [], cancels: Bool = false, status: WeatherAlert.Status = .actual) -> WeatherAlert {
        WeatherAlert(id: id, event: id, severity: .moderate, onset: nil, ends: nil, status: status, isCancellation: cancels, references: references)
    }

    @Test("an update replaces the message it references; a chain of updates leaves the last")
    func updateReplaces() {
        let kept = AlertThreads.current([message("a"), message("b", references: ["a"]), message("c", references: ["b"])])
        #expect(kept.map(\.id) == ["c"])
    }

    @Test("a cancellation removes what it references, and is not shown itself")
    func cancellationRemoves() {
        let kept = AlertThreads.current([message("a"), message("x"), message("cancel-a", references: ["a"], cancels: true)])
        #expect(kept.map(\.id) == ["x"])
    }

    @Test("the same id from two services is one message, the first service's; the NWS's urn:oid: prefix does not matter")
    func sameIdentifierOnce() {
        let national = WeatherAlert(id: "urn:oid:2.49.0.1.840.0.abc", event: "Wind Advisory", severity: .moderate, onset: nil, ends: nil, sender: "NWS")
        let aggregated = WeatherAlert(id: "2.49.0.1.840.0.abc", event: "Wind Advisory", severity: .moderate, onset: nil, ends: nil, sender: "CAP")
        let kept = AlertThreads.current([national, aggregated, message("other")])
        #expect(kept.map(\.sender) == ["NWS", nil])
    }

    @Test("an update known only through a reference to the national service's id replaces its copy")
    func referenceAcrossServices() {
        let national = message("urn:oid:2.49.0.1.840.0.old")
        let update = message("urn:oid:2.49.0.1.840.0.new", references: ["2.49.0.1.840.0.old"])
        #expect(AlertThreads.current([national, update]).map(\.id) == ["urn:oid:2.49.0.1.840.0.new"])
    }

    @Test("a test or an exercise replaces and cancels nothing")
    func testsChangeNothing() {
        let kept = AlertThreads.current([message("a"), message("t", references: ["a"], cancels: true, status: .test), message("e", references: ["a"], status: .exercise)])
        #expect(kept.map(\.id) == ["a", "e"])
    }
}

@Suite("Warning threads under one id: the message sent last is current")
struct AlertThreadsOneIDTests {
    func message(_ id: String, sentHoursAgo hours: Double?, references: [String] = [], cancels: Bool = false) -> WeatherAlert {
        WeatherAlert(
            id: id, event: "Monsoon", severity: .minor, onset: nil, ends: nil, isCancellation: cancels, references: references,
            issued: hours.map { Instant(secondsSince1970: 1_000_000 - $0 * 3600) }
        )
    }

    @Test("an update that references its own id (Macao's way) replaces the earlier message under it, in any order")
    func selfReferencingUpdate() {
        let original = message("SMG_006", sentHoursAgo: 5)
        let update = message("SMG_006", sentHoursAgo: 1, references: ["SMG_006"])
        #expect(AlertThreads.current([original, update]).map(\.issued) == [update.issued])
        #expect(AlertThreads.current([update, original]).map(\.issued) == [update.issued])
    }

    @Test("a cancellation sent last under the warning's own id removes it")
    func cancellationUnderTheSameID() {
        let warning = message("x", sentHoursAgo: 3)
        #expect(AlertThreads.current([warning, message("x", sentHoursAgo: 1, references: ["x"], cancels: true)]).isEmpty)
    }

    @Test("two copies sent together, or without a time, keep the first service's")
    func copies() {
        let first = WeatherAlert(id: "x", event: "A", severity: .minor, onset: nil, ends: nil, sender: "national")
        let second = WeatherAlert(id: "x", event: "A", severity: .minor, onset: nil, ends: nil, sender: "aggregator")
        #expect(AlertThreads.current([first, second]).map(\.sender) == ["national"])
    }
}
