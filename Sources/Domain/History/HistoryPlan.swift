/// Where the observed days of a range come from: the reanalysis archive (ERA5) for all but the last days, which it
/// has not reached yet, and the forecast service's recent past (`past_days`) for those. A range across the seam is
/// split so that every date is asked of exactly one of them: no gap, no day twice.
public struct HistoryPlan: Sendable, Hashable {
    /// The first date the archive holds.
    public static let firstArchivedDate = LocalDate(year: 1940, month: 1, day: 1)!
    /// How many days before today the archive lags: the last days come from the recent past instead.
    public static let archiveLagDays = 5
    /// The most days one request may cover.
    public static let maximumDays = 366
    /// The most days back the recent past reaches (`past_days`).
    public static let recentPastDays = 92

    /// The dates asked of the archive, if any.
    public let archived: ClosedRange<LocalDate>?
    /// The dates asked of the recent past, if any.
    public let recent: ClosedRange<LocalDate>?

    /// The plan for `first`…`last` when the place's date is `today`.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` for a range that ends before it starts, is longer than
    ///   ``maximumDays``, starts before 1940 or reaches past today, naming the range allowed.
    public init(from first: LocalDate, to last: LocalDate, today: LocalDate) throws(ForecastError) {
        try Self.checkShape(from: first, to: last)
        guard last <= today else {
            throw .invalidInput(reason: "history covers \(Self.firstArchivedDate.iso8601) to \(today.iso8601) (today), not \(first.iso8601) to \(last.iso8601)")
        }
        // The seam: the archive up to the day before the lag starts, the recent past from then to today.
        let firstRecent = LocalDate(daysSinceEpoch: today.daysSinceEpoch - Self.archiveLagDays)
        let lastArchived = LocalDate(daysSinceEpoch: firstRecent.daysSinceEpoch - 1)
        archived = first <= lastArchived ? first...min(last, lastArchived) : nil
        recent = last >= firstRecent ? max(first, firstRecent)...last : nil
    }

    /// Checks the range `first`…`last` before the place, and so its today, is known: it must not end before it starts,
    /// start before 1940 or be longer than ``maximumDays``.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` saying which.
    public static func checkShape(from first: LocalDate, to last: LocalDate) throws(ForecastError) {
        guard first <= last else {
            throw .invalidInput(reason: "the range ends (\(last.iso8601)) before it starts (\(first.iso8601))")
        }
        guard first >= firstArchivedDate else {
            throw .invalidInput(reason: "history starts on \(firstArchivedDate.iso8601), not \(first.iso8601)")
        }
        let days = last.daysSinceEpoch - first.daysSinceEpoch + 1
        guard days <= maximumDays else {
            throw .invalidInput(reason: "history takes at most \(maximumDays) days a call, not \(days)")
        }
    }

    /// How many days before today the recent past must reach (`past_days`): 0 when it is not asked.
    public func pastDays(today: LocalDate) -> Int {
        recent.map { today.daysSinceEpoch - $0.lowerBound.daysSinceEpoch } ?? 0
    }
}
