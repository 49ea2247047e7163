import Domain

/// The CSV each command writes: the records its JSON document is made of, as rows, a `place` (or `provider`) column first, and
/// each quantity's unit in its column's name (`temperature_max_c`, `precipitation_sum_mm`, `precipitation_rate_mm_h`,
/// `wind_speed_max_kmh`), and on every row of a report when its answer was fetched and whether it is stale (`fetched_at`, `stale`). How
/// rows are made is here; each command's table is in its folder under `Features/`.
enum CSVDocuments {
    /// One row per item of a list (providers, settings).
    static func list(_ items: [JSONFields]) -> CSVTable {
        records([(nil, items)], first: nil, units: nil)
    }

    /// Each record with the answer's `fetched_at` and `stale` at its end, which JSON gives once a document, and
    /// `besides` (the columns of what is shown beside a report) before them.
    static func stamped(_ records: [JSONFields], _ freshness: AnswerFreshness?, besides: JSONFields = []) -> [JSONFields] {
        records.map { record in record + besides + JSONDocuments.freshness(freshness) }
    }

    /// Rows from each group's records, led by the group's name when `first` names that column.
    static func records(_ groups: [(name: String?, records: [JSONFields])], first: String?, units: Units?) -> CSVTable {
        let keys = groups.lazy.flatMap(\.records).first?.map(\.key) ?? []
        let header = (first.map { [$0] } ?? []) + keys.map { Self.column($0, units: units) }
        let rows = groups.flatMap { group in
            group.records.map { record in (first == nil ? [] : [.string(group.name)]) + record.map(\.value) }
        }
        return CSVTable(header: header, rows: rows)
    }

    /// A JSON key with its unit: "temperature_max" in °C is "temperature_max_c".
    private static func column(_ key: String, units: Units?) -> String {
        let suffix: String? = switch key {
        case "temperature", "temperature_max", "temperature_min", "apparent_temperature":
            units.map { $0.temperature == .fahrenheit ? "f" : "c" }
        case "precipitation", "precipitation_sum":
            units.map(\.precipitation.rawValue)
        case "precipitation_rate":
            units.map { "\($0.precipitation.rawValue)_h" }
        case "wind_speed", "wind_speed_max", "wind_gusts":
            units.map(\.windSpeed.rawValue)
        case "precipitation_probability", "relative_humidity", "cloud_cover": "pct"
        case "wind_direction": "deg"
        case "pressure_msl": "hpa"
        case "elevation": "m"
        default: nil
        }
        return suffix.map { "\(key)_\($0)" } ?? key
    }
}
