import Domain

/// The CSV each command writes: the records its JSON document is made of (``Record``), as rows, a `place` (or
/// `provider`) column first, each quantity's unit in its column's name as its field says (`temperature_max_c`,
/// `precipitation_sum_mm`, `precipitation_rate_mm_h`, `wind_speed_max_kmh`), and on every row of a report when its
/// answer was fetched and whether it is stale (`fetched_at`, `stale`). How rows are made is here; each command's
/// records are in its folder under `Features/`.
enum CSVDocuments {
    /// One row per item of a list (providers, settings).
    static func list(_ items: [JSONFields]) -> CSVTable {
        records([(nil, items)], first: nil)
    }

    /// Each record with the answer's `fetched_at` and `stale` at its end, which JSON gives once a document, and
    /// `besides` (the columns of what is shown beside a report) before them.
    static func stamped(_ records: [Record], _ freshness: AnswerFreshness?, besides: JSONFields = []) -> [Record] {
        records.map { record in record + Record(besides + JSONDocuments.freshness(freshness)) }
    }

    /// Rows from each group's records, led by the group's name when `first` names that column; the header is the
    /// first record's columns, each with its unit.
    static func records(_ groups: [(name: String?, records: [Record])], first: String?) -> CSVTable {
        let columns = groups.lazy.flatMap(\.records).first?.map(\.column) ?? []
        let rows = groups.flatMap { group in
            group.records.map { record in (first == nil ? [] : [.string(group.name)]) + record.map(\.value) }
        }
        return CSVTable(header: (first.map { [$0] } ?? []) + columns, rows: rows)
    }

    /// Rows from each group's records whose fields name no unit.
    static func records(_ groups: [(name: String?, records: [JSONFields])], first: String?) -> CSVTable {
        records(groups.map { ($0.name, $0.records.map(Record.init)) }, first: first)
    }
}
