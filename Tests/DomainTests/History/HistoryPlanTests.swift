import Domain
import Testing

@Suite("History: which days come from the archive and which from the recent past")
struct HistoryPlanTests {
    let today = LocalDate(iso8601: "2026-11-24")!

    func date(_ text: String) -> LocalDate { LocalDate(iso8601: text)! }

    @Test("a range across the seam is split with no gap and no day twice: the archive to 18 Nov, the recent past from 19 Nov")
    func seam() throws {
        let plan = try HistoryPlan(from: date("2026-11-10"), to: date("2026-11-22"), today: today)
        #expect(plan.archived == date("2026-11-10")...date("2026-11-18"))
        #expect(plan.recent == date("2026-11-19")...date("2026-11-22"))
        let archived = try #require(plan.archived), recent = try #require(plan.recent)
        #expect(recent.lowerBound.daysSinceEpoch == archived.upperBound.daysSinceEpoch + 1)
        #expect(plan.pastDays(today: today) == 5)
    }

    @Test("wholly in the archive, or wholly recent: one source only")
    func oneSide() throws {
        let old = try HistoryPlan(from: date("1953-01-31"), to: date("1953-02-01"), today: today)
        #expect(old.archived == date("1953-01-31")...date("1953-02-01") && old.recent == nil && old.pastDays(today: today) == 0)
        let recent = try HistoryPlan(from: date("2026-11-20"), to: date("2026-11-24"), today: today)
        #expect(recent.archived == nil && recent.recent == date("2026-11-20")...date("2026-11-24") && recent.pastDays(today: today) == 4)
    }

    @Test("a date in the future, before 1940, a reversed range or over 366 days is refused, naming what is allowed", arguments: [
        ("2026-11-25", "2026-11-25", "history covers 1940-01-01 to 2026-11-24 (today), not 2026-11-25 to 2026-11-25"),
        ("1939-12-31", "1940-01-02", "history starts on 1940-01-01, not 1939-12-31"),
        ("2026-11-10", "2026-11-01", "the range ends (2026-11-01) before it starts (2026-11-10)"),
        ("2024-01-01", "2025-01-01", "history takes at most 366 days a call, not 367"),
    ])
    func refused(first: String, last: String, reason: String) {
        #expect(throws: ForecastError.invalidInput(reason: reason)) { try HistoryPlan(from: date(first), to: date(last), today: today) }
    }
}
