import Domain

extension JSONDocuments {
    /// `forecast sun`: `{"place", "timezone", "days": [{"date", "dawn", "sunrise", "solar_noon", "sunset", "dusk",
    /// "day_length_seconds", "day_length_change_seconds", "polar"}]}`; times the place's local `YYYY-MM-DDTHH:MM`,
    /// `null` when the Sun does not reach that altitude that day.
    static func sun(_ report: SunReport) -> JSONValue {
        .object([
            ("place", place(report.location.place)),
            ("timezone", .string(report.timeZoneIdentifier)),
            ("days", .array(report.days.indices.map { .object(sunDayFields(report, at: $0)) })),
        ])
    }

    static func sunDayFields(_ report: SunReport, at index: Int) -> JSONFields {
        let day = report.days[index]
        func time(_ instant: Instant?) -> JSONValue { .string(instant.map { report.localTime($0).iso8601 }) }
        return [
            ("date", .string(day.date.iso8601)),
            ("dawn", time(day.dawn)),
            ("sunrise", time(day.sunrise)),
            ("solar_noon", time(day.solarNoon)),
            ("sunset", time(day.sunset)),
            ("dusk", time(day.dusk)),
            ("day_length_seconds", .number(day.dayLengthSeconds.rounded())),
            ("day_length_change_seconds", .number(report.dayLengthChange(at: index).rounded())),
            ("polar", .string(day.polar?.rawValue)),
        ]
    }
}

extension CSVDocuments {
    /// One row a day of each place.
    static func sun(_ reports: [SunReport]) -> CSVTable {
        records(reports.map { report in (report.location.place.name, report.days.indices.map { JSONDocuments.sunDayFields(report, at: $0) }) }, first: "place")
    }
}

extension LineValues {
    /// `sun`'s: the first day's.
    package static let sun = ["place", "date", "dawn", "sunrise", "sunset", "dusk", "daylength"]
    /// The default template of `sun`.
    package static let sunTemplate = "{place}: ↑{sunrise} ↓{sunset} ({daylength})"

    /// The first day's Sun: `{place}`, `{date}`, `{dawn}`, `{sunrise}`, `{sunset}`, `{dusk}`, `{daylength}`.
    static func values(_ report: SunReport, words: Catalogue) -> [String: String] {
        var values = ["place": report.location.place.name]
        guard let day = report.days.first else { return values }
        values["date"] = day.date.iso8601
        values["dawn"] = day.dawn.map { report.localTime($0).clockTime }
        values["sunrise"] = day.sunrise.map { report.localTime($0).clockTime }
        values["sunset"] = day.sunset.map { report.localTime($0).clockTime }
        values["dusk"] = day.dusk.map { report.localTime($0).clockTime }
        values["daylength"] = SunTable.duration(day.dayLengthSeconds)
        return values
    }
}
