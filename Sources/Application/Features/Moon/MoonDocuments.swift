import Domain

extension JSONDocuments {
    /// `forecast moon`: `{"place", "timezone", "days": [{"date", "phase", "illumination", "age_days"}],
    /// "next_new_moon", "next_full_moon"}`; illumination in percent at local noon, times the place's local
    /// `YYYY-MM-DDTHH:MM`.
    static func moon(_ report: MoonReport) -> JSONValue {
        .object([
            ("place", place(report.location.place)),
            ("timezone", .string(report.timeZoneIdentifier)),
            ("days", .array(report.days.map(moonDay))),
            ("next_new_moon", .string(report.localTime(report.nextNewMoon).iso8601)),
            ("next_full_moon", .string(report.localTime(report.nextFullMoon).iso8601)),
        ])
    }

    static func moonDay(_ day: MoonReport.Day) -> JSONValue {
        .object([
            ("date", .string(day.date.iso8601)),
            ("phase", .string(day.phase.name.rawValue)),
            ("illumination", .number((day.phase.illumination * 100).rounded())),
            ("age_days", .number((day.phase.ageDays * 10).rounded() / 10)),
        ])
    }
}

extension CSVDocuments {
    /// One row a day of each place.
    static func moon(_ reports: [MoonReport]) -> CSVTable {
        records(reports.map { ($0.location.place.name, $0.days.map(JSONDocuments.moonDay)) }, first: "place", units: nil)
    }
}

extension LineValues {
    /// The first day's Moon: `{place}`, `{date}`, `{moon}` (the glyph, as seen from the place's hemisphere),
    /// `{moonphase}`, `{illumination}`.
    static func values(_ report: MoonReport, words: Catalogue) -> [String: String] {
        var values = ["place": report.location.place.name]
        guard let day = report.days.first else { return values }
        values["date"] = day.date.iso8601
        values["moon"] = MoonTable.glyph(day.phase, southern: report.isSouthern)
        values["moonphase"] = words("moon." + day.phase.name.rawValue)
        values["illumination"] = (day.phase.illumination * 100).fixed(decimals: 0)
        return values
    }
}
