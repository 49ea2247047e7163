import Domain

extension JSONDocuments {
    /// `forecast moon`: `{"place", "timezone", "days": [{"date", "phase", "illumination", "age_days", "moonrise",
    /// "moonset", "all_day"}], "next_new_moon", "next_full_moon"}`; illumination in percent at local noon, times the
    /// place's local `YYYY-MM-DDTHH:MM`, `null` on a date without one; `all_day` is `"up"` or `"down"` on a date with
    /// neither, else `null`.
    static func moon(_ report: MoonReport) -> JSONValue {
        .object([
            ("place", place(report.location.place)),
            ("timezone", .string(report.timeZoneIdentifier)),
            ("days", .array(report.days.map { .object(moonDayFields($0, of: report)) })),
            ("next_new_moon", .string(report.localTime(report.nextNewMoon).iso8601)),
            ("next_full_moon", .string(report.localTime(report.nextFullMoon).iso8601)),
        ])
    }

    static func moonDayFields(_ day: MoonReport.Day, of report: MoonReport) -> JSONFields {
        func time(_ instant: Instant?) -> JSONValue { .string(instant.map { report.localTime($0).iso8601 }) }
        return [
            ("date", .string(day.date.iso8601)),
            ("phase", .string(day.phase.name.rawValue)),
            ("illumination", .number((day.phase.illumination * 100).rounded())),
            ("age_days", .number((day.phase.ageDays * 10).rounded() / 10)),
            ("moonrise", time(day.riseAndSet.moonrise)),
            ("moonset", time(day.riseAndSet.moonset)),
            ("all_day", .string(day.riseAndSet.allDay?.rawValue)),
        ]
    }
}

extension CSVDocuments {
    /// One row a day of each place.
    static func moon(_ reports: [MoonReport]) -> CSVTable {
        records(
            reports.map { report in (report.location.place.name, report.days.map { JSONDocuments.moonDayFields($0, of: report) }) },
            first: "place"
        )
    }
}

extension LineValues {
    /// The Moon now, in every forecast view's line.
    static let sky = ["moon", "moonphase"]
    /// `moon`'s: the first day's.
    package static let moon = ["place", "date", "moon", "moonphase", "illumination", "moonrise", "moonset"]
    /// The default template of `moon`, its percentage in the language's style.
    package static func moonTemplate(_ words: Catalogue) -> String {
        "{place}: {moon} {moonphase} (\(words.percent(formatted: "{illumination}")))"
    }

    /// `values` with `{moon}` (the glyph, as seen from the place's hemisphere) and `{moonphase}` at `instant`.
    static func addingMoon(to values: [String: String], place: Place, at instant: Instant, words: Catalogue) -> [String: String] {
        let phase = MoonCalculator.phase(at: instant)
        var values = values
        values["moon"] = MoonTable.glyph(phase, southern: place.coordinate.latitude < 0)
        values["moonphase"] = words("moon." + phase.name.rawValue)
        return values
    }

    /// The first day's Moon: `{place}`, `{date}`, `{moon}` (the glyph, as seen from the place's hemisphere),
    /// `{moonphase}`, `{illumination}`, `{moonrise}`, `{moonset}`.
    static func values(_ report: MoonReport, words: Catalogue) -> [String: String] {
        var values = ["place": report.location.place.name]
        guard let day = report.days.first else { return values }
        values["date"] = day.date.iso8601
        values["moon"] = MoonTable.glyph(day.phase, southern: report.isSouthern)
        values["moonphase"] = words("moon." + day.phase.name.rawValue)
        values["illumination"] = (day.phase.illumination * 100).fixed(decimals: 0)
        values["moonrise"] = day.riseAndSet.moonrise.map { report.localTime($0).clockTime }
        values["moonset"] = day.riseAndSet.moonset.map { report.localTime($0).clockTime }
        return values
    }
}
