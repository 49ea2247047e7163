import Domain

extension JSONDocuments {
    /// `forecast current`: `{"place", "alternatives", "units", "current", "source", "place_source", "fetched_at", "stale",
    /// "nowcast"}`; `nowcast` the next two hours' outlook (`nowcast`'s `summary` with its `method` and `source`) where
    /// radar or a 15-minute model covers the place, else null.
    static func current(_ report: CurrentConditionsReport, nowcast: NowcastReport? = nil) -> JSONFields {
        let outlook = nowcast.map { nowcast in
            JSONValue.object(nowcastSummaryFields(nowcast) + [("method", .string(nowcast.method.rawValue)), ("source", source(nowcast.source))])
        }
        return self.report(report, ("current", .object(conditionsFields(report.conditions)))) + [("nowcast", outlook ?? .null)]
    }

    /// The conditions now, as `current` gives them.
    static func conditionsFields(_ now: CurrentConditions) -> JSONFields {
        [
            ("time", .string(now.time.iso8601)),
            ("condition", .string(now.condition?.kind.rawValue)),
            ("description", .string(now.condition?.description)),
            ("temperature", .number(now.temperature)),
            ("apparent_temperature", .number(now.apparentTemperature)),
            ("relative_humidity", .number(now.relativeHumidity)),
            ("precipitation", .number(now.precipitation)),
            ("wind_speed", .number(now.windSpeed)),
            ("wind_gusts", .number(now.windGusts)),
            ("wind_direction", .number(now.windDirection)),
            ("pressure_msl", .number(now.pressureMSL)),
            ("cloud_cover", .number(now.cloudCover)),
            ("is_day", now.isDay.map(JSONValue.bool) ?? .null),
        ]
    }
}

extension CSVDocuments {
    /// One row per place.
    static func current(_ reports: [CurrentConditionsReport], alerts: [String]) -> CSVTable {
        records(zip(reports, alerts).map { ($0.place.name, stamped([JSONDocuments.conditionsFields($0.conditions)], $0.freshness, alerts: $1)) }, first: "place", units: reports.first?.units)
    }
}

extension LineValues {
    /// `current`'s: the current hour's, and the nowcast's outlook.
    static let current = now + ["nowcast"]

    /// The values of the conditions now.
    static func values(_ report: CurrentConditionsReport, words: Catalogue) -> [String: String] {
        let now = report.conditions
        return moment(
            report, words: words, condition: now.condition, time: now.time, temperature: now.temperature,
            apparentTemperature: now.apparentTemperature, precipitation: now.precipitation, windSpeed: now.windSpeed,
            windDirection: now.windDirection, humidity: now.relativeHumidity
        )
    }
}
