import Domain

extension JSONDocuments {
    /// `forecast nowcast`: `{"place", "alternatives", "units": {"precipitation_rate"}, "method", "step_minutes", "steps":
    /// [{"time", "precipitation_rate", "intensity"}], "summary": {"kind", "start", "starts_now", "heaviest": {"time",
    /// "precipitation_rate"}, "end", "covered_until"}, "fallback": {"service", "reason"}, "issued_at", "source",
    /// "place_source", "fetched_at", "stale"}`; times in ISO 8601 on the place's clock with its offset, rates in
    /// `units.precipitation_rate` ("mm/h" or "in/h"), `intensity` "none", "light", "moderate" or "heavy" (null where the
    /// rate is not known), `kind` "dry", "rain" or "unknown" (`start`, `starts_now`, `heaviest` and `end` are null but
    /// for rain; `end` is null while it still rains at the last step), `reason` "no_radar_coverage",
    /// "radar_temporarily_unavailable" or "outside_area" (`fallback` null when the first service asked answered).
    static func nowcast(_ report: NowcastReport) -> JSONFields {
        [
            ("place", place(report.place)),
            ("alternatives", alternatives(report.location)),
            ("units", .object([("precipitation_rate", .string(NowcastText.rateUnit(report.units)))])),
            ("method", .string(report.method.rawValue)),
            ("step_minutes", .number(Double(report.stepMinutes))),
            ("steps", .array(report.steps.map { .object(nowcastStepFields($0, of: report).json) })),
            ("summary", .object(nowcastSummaryFields(report))),
            ("fallback", report.fallback.map { .object([("service", .string($0.source.provider)), ("reason", .string(NowcastText.gapKey($0.gap)))]) } ?? .null),
            ("issued_at", .string(report.issuedAt.map { NowcastText.iso8601($0, report) })),
            ("source", source(report.source)),
            ("place_source", report.placeSource.map(source) ?? .null),
        ] + freshness(report.freshness)
    }

    /// One step: its time, its rate in the report's units and its intensity.
    static func nowcastStepFields(_ step: NowcastStep, of report: NowcastReport) -> Record {
        [
            RecordField("time", .string(NowcastText.iso8601(step.time, report))),
            RecordField("precipitation_rate", .number(step.precipitationRate.map { NowcastText.rateValue($0, units: report.units) }), unit: ColumnUnit.precipitationRate(report.units)),
            RecordField("intensity", .string(step.intensity.map(NowcastText.name))),
        ]
    }

    /// The outlook: what `nowcast` and `current` give as `"summary"` and `"nowcast"`.
    static func nowcastSummaryFields(_ report: NowcastReport) -> JSONFields {
        let spell: NowcastSummary.RainSpell?, kind: String
        switch report.summary.outlook {
        case .unknown: (spell, kind) = (nil, "unknown")
        case .dry: (spell, kind) = (nil, "dry")
        case .rain(let rain): (spell, kind) = (rain, "rain")
        }
        return [
            ("kind", .string(kind)),
            ("start", .string(spell.map { NowcastText.iso8601($0.start, report) })),
            ("starts_now", spell.map { .bool($0.startsNow) } ?? .null),
            ("heaviest", spell.map { .object(Array(nowcastStepFields($0.heaviest, of: report).json.prefix(2))) } ?? .null),
            ("end", .string(spell?.end.map { NowcastText.iso8601($0, report) })),
            ("covered_until", .string(NowcastText.iso8601(report.summary.coveredUntil, report))),
        ]
    }
}

extension CSVDocuments {
    /// One row a step of each place: its JSON step with how the steps were made, and the answer's freshness.
    static func nowcast(_ reports: [NowcastReport]) -> CSVTable {
        records(reports.map { report in
            let made: JSONFields = [("method", .string(report.method.rawValue)), ("step_minutes", .number(Double(report.stepMinutes)))]
            return (report.place.name, stamped(report.steps.map { JSONDocuments.nowcastStepFields($0, of: report) + Record(made) }, report.freshness))
        }, first: "place")
    }
}

extension LineValues {
    /// `nowcast`'s: the outlook and the step under way.
    package static let nowcast = ["place", "summary", "method", "intensity", "rate", "rate_unit", "start", "heaviest", "heaviest_time", "end", "strip"]
    /// The default template of `nowcast`.
    package static let nowcastTemplate = "{place}: {summary}"
    /// The default text of `nowcast` in a status bar: the steps' glyphs, "··▂▂▅█▅▂··".
    package static let nowcastBarTemplate = "{strip}"

    /// The outlook (`{summary}`, and for rain `{start}`, `{heaviest}`, `{heaviest_time}`, `{end}`), how it was made
    /// (`{method}`), the step under way (`{intensity}`, `{rate}` in `{rate_unit}`), and every step's glyph (`{strip}`,
    /// one a step, as the table's strip draws them).
    static func values(_ report: NowcastReport, words: Catalogue) -> [String: String] {
        var values = [
            "place": report.place.name, "summary": NowcastText.summary(report, words: words), "method": NowcastText.method(report, words: words),
            "rate_unit": NowcastText.rateUnit(report.units),
            "strip": String(report.steps.map { NowcastStrip.glyph($0.intensity, ascii: false) }),
        ]
        if let now = report.steps.first {
            values["intensity"] = NowcastText.intensity(now.intensity, words: words)
            values["rate"] = now.precipitationRate.map { words.number(NowcastText.rateValue($0, units: report.units), decimals: NowcastText.rateDecimals(report.units)) }
        }
        if case .rain(let spell) = report.summary.outlook {
            values["start"] = NowcastText.clock(spell.start, report)
            values["heaviest"] = spell.heaviest.precipitationRate.map { NowcastText.rate($0, units: report.units, words: words) }
            values["heaviest_time"] = NowcastText.clock(spell.heaviest.time, report)
            values["end"] = spell.end.map { NowcastText.clock($0, report) }
        }
        return values
    }
}
