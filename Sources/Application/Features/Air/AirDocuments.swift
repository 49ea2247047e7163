import Domain

extension JSONDocuments {
    /// `forecast air`: `{"place", "units", "index", "current": {"time", "aqi", "category", "pm2_5", "pm10", "ozone",
    /// "nitrogen_dioxide", "sulphur_dioxide", "carbon_monoxide", "uv_index", "pollen": {…}}, "hours": [same keys],
    /// "source", "fetched_at", "stale"}`; concentrations in µg/m³, pollen in grains/m³ with only the kinds the
    /// service counted.
    static func air(_ report: AirQualityReport) -> JSONValue {
        .object([
            ("place", place(report.location.place)),
            ("units", .object([("concentration", .string("µg/m³")), ("pollen", .string("grains/m³"))])),
            ("index", .string(report.index.rawValue)),
            ("current", report.current.map { .object(airReadingFields($0, index: report.index)) } ?? .null),
            ("hours", .array(report.hours.map { .object(airReadingFields($0, index: report.index)) })),
            ("source", source(report.source)),
        ] + freshness(report.freshness))
    }

    static func airReadingFields(_ reading: AirQualityReading, index: AirQualityIndex) -> JSONFields {
        let value = reading.value(of: index)
        return [
            ("time", .string(reading.time.iso8601)),
            ("aqi", .number(value)),
            ("category", .string(value.map { index.category(of: $0).rawValue })),
            ("pm2_5", .number(reading.pm25)),
            ("pm10", .number(reading.pm10)),
            ("ozone", .number(reading.ozone)),
            ("nitrogen_dioxide", .number(reading.nitrogenDioxide)),
            ("sulphur_dioxide", .number(reading.sulphurDioxide)),
            ("carbon_monoxide", .number(reading.carbonMonoxide)),
            ("uv_index", .number(reading.uvIndex)),
            ("pollen", .object(reading.pollen.sorted { $0.key < $1.key }.map { ($0.key.rawValue, .number($0.value)) })),
        ]
    }
}

extension CSVDocuments {
    /// One row a reading of each place, the air now first (pollen as one column per kind, empty where not counted).
    static func air(_ reports: [AirQualityReport]) -> CSVTable {
        records(reports.map { report in
            let readings = (report.current.map { [$0] } ?? []) + report.hours
            return (report.location.place.name, readings.map { flatAirReading($0, index: report.index) })
        }, first: "place")
    }

    /// A reading with its pollen as columns of their own.
    private static func flatAirReading(_ reading: AirQualityReading, index: AirQualityIndex) -> JSONFields {
        let members = JSONDocuments.airReadingFields(reading, index: index).filter { $0.key != "pollen" }
        return [("index", .string(index.rawValue))] + members + Pollen.allCases.map { ("\($0.rawValue)_pollen", .number(reading.pollen[$0])) }
    }
}

extension LineValues {
    /// `air`'s: the air now.
    package static let air = ["place", "time", "aqi", "category", "index", "pm2_5", "pm10", "uv", "pollen"]
    /// The default template of `air`.
    package static let airTemplate = "{place}: {aqi} {category}, PM2.5 {pm2_5}"

    /// The air now (else the first hour): `{place}`, `{time}`, `{aqi}`, `{category}`, `{index}`, `{pm2_5}`,
    /// `{pm10}`, `{uv}`, `{pollen}`.
    static func values(_ report: AirQualityReport, words: Catalogue) -> [String: String] {
        var values = ["place": report.location.place.name, "index": words("air.index." + report.index.rawValue)]
        guard let reading = report.current ?? report.hours.first else { return values }
        values["time"] = reading.time.clockTime
        if let aqi = reading.value(of: report.index) {
            values["aqi"] = aqi.fixed(decimals: 0)
            values["category"] = words("air.category." + report.index.category(of: aqi).rawValue)
        }
        values["pm2_5"] = reading.pm25.map { words.number($0, decimals: 1) }
        values["pm10"] = reading.pm10.map { words.number($0, decimals: 1) }
        values["uv"] = reading.uvIndex.map { words.number($0, decimals: 1) }
        values["pollen"] = AirTable.pollenText(reading, words: words)
        return values
    }
}
