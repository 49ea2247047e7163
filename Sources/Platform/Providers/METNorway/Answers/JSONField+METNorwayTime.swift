internal import Domain

extension JSONField {
    /// A MET Norway time, `YYYY-MM-DDTHH:MM:SSZ`, required.
    /// - Throws: ``JSONShapeError`` when absent or not such a time.
    func metNorwayTime() throws(JSONShapeError) -> Instant {
        guard let instant = try optionalMETNorwayTime() else { throw JSONShapeError(path: path, problem: Self.metNorwayTimeProblem) }
        return instant
    }

    /// A MET Norway time, `YYYY-MM-DDTHH:MM:SSZ`, or `nil` when absent.
    /// - Throws: ``JSONShapeError`` for text that is not such a time.
    func optionalMETNorwayTime() throws(JSONShapeError) -> Instant? {
        guard let text = try optionalString() else { return nil }
        guard let instant = Instant(iso8601: text) else { throw JSONShapeError(path: path, problem: Self.metNorwayTimeProblem) }
        return instant
    }

    private static let metNorwayTimeProblem = "expected a UTC time such as 2026-11-22T12:00:00Z"
}
