import Domain

extension JSONDocuments {
    /// `forecast hourly`: `{"place", "alternatives", "units", "hours", "source", "place_source"}`, each hour with its
    /// `"ensemble"` spread with `--ensemble` and what the row kinds asked add to it, found by its time.
    static func hourly(_ report: HourlyForecastReport, extras: PlaceExtras = PlaceExtras()) -> JSONFields {
        let ensemble = extras[EnsembleExtra.self]
        return self.report(report, ("hours", .array(report.hours.map { hour in
            .object(hourFields(hour, units: report.units).json + EnsembleText.field(ensemble, ensemble?.spread(at: hour.time)) + extras.rowJSON(at: .hour(hour.time), units: report.units))
        })))
    }

    static func hourFields(_ hour: HourlyForecast, units: Units) -> Record {
        [
            RecordField("time", .string(hour.time.iso8601)),
            RecordField("condition", .string(hour.condition?.kind.rawValue)),
            RecordField("description", .string(hour.condition?.description)),
            RecordField("temperature", .number(hour.temperature), unit: ColumnUnit.temperature(units)),
            RecordField("apparent_temperature", .number(hour.apparentTemperature), unit: ColumnUnit.temperature(units)),
            RecordField("precipitation", .number(hour.precipitation), unit: ColumnUnit.precipitation(units)),
            RecordField("precipitation_probability", .number(hour.precipitationProbability), unit: ColumnUnit.percent),
            RecordField("wind_speed", .number(hour.windSpeed), unit: ColumnUnit.windSpeed(units)),
            RecordField("wind_gusts", .number(hour.windGusts), unit: ColumnUnit.windSpeed(units)),
            RecordField("wind_direction", .number(hour.windDirection), unit: ColumnUnit.degrees),
            RecordField("relative_humidity", .number(hour.relativeHumidity), unit: ColumnUnit.percent),
            RecordField("cloud_cover", .number(hour.cloudCover), unit: ColumnUnit.percent),
        ]
    }
}

extension CSVDocuments {
    /// One row per hour of each place, with its `besides` columns; with an ensemble, each hour's spread as
    /// `ensemble_members` … `ensemble_precipitation_p90` columns, then the columns of the row kinds asked, found by the
    /// hour's time.
    static func hourly(_ reports: [HourlyForecastReport], besides: [JSONFields], extras: [PlaceExtras]) -> CSVTable {
        let marksEnsemble = extras.contains { $0[EnsembleExtra.self] != nil }, rowKinds = PlaceExtras.rowKinds(of: extras)
        let groups = zip(zip(reports, extras), besides).map { pair, besides in
            let (report, extras) = pair
            let hours = report.hours.map { hour in
                JSONDocuments.hourFields(hour, units: report.units)
                    + Record(marksEnsemble ? EnsembleText.columns(extras[EnsembleExtra.self]?.spread(at: hour.time), units: report.units) : [])
                    + extras.rowRecord(at: .hour(hour.time), of: rowKinds, units: report.units)
            }
            return (report.place.name as String?, stamped(hours, report.freshness, besides: besides))
        }
        return records(groups, first: "place")
    }
}

extension LineValues {
    /// `hourly`'s and `current`'s: the current hour's values.
    package static let now = common + AlertsExtra.placeholders + sky + ["time", "temperature", "apparent_temperature", "precipitation", "precipitation_probability", "wind_speed", "wind_direction", "humidity"]
    /// The default template of `hourly` and `current`, its degrees in the language's style.
    package static func nowTemplate(_ words: Catalogue) -> String {
        "{place}: {condition_symbol} \(words.degrees(formatted: "{temperature}", "{temperature_unit}")), {wind_speed} {wind_speed_unit} {wind_direction}"
    }
    /// The default text of `current` and `hourly` in a status bar: "☀ 12°C".
    package static func nowBarTemplate(_ words: Catalogue) -> String {
        "{condition_symbol} " + words.degrees(formatted: "{temperature}", "{temperature_unit}")
    }

    /// The current hour's values of an hourly forecast.
    static func values(_ report: HourlyForecastReport, words: Catalogue) -> [String: String] {
        guard let hour = report.hours.first else { return shared(report, condition: nil, words: words) }
        var values = moment(
            report, words: words, condition: hour.condition, time: hour.time, temperature: hour.temperature,
            apparentTemperature: hour.apparentTemperature, precipitation: hour.precipitation, windSpeed: hour.windSpeed,
            windDirection: hour.windDirection, humidity: hour.relativeHumidity
        )
        values["precipitation_probability"] = hour.precipitationProbability?.fixed(decimals: 0)
        return values
    }
}

extension StatusBarFacts {
    /// The hours a tooltip lists: this one and the next three.
    static let hoursInTooltip = 4

    /// The next hours: each one's condition, temperature and chance of precipitation; the bar's chance is this hour's.
    static func hourly(_ report: HourlyForecastReport, words: Catalogue) -> StatusBarFacts {
        let symbol = report.units.temperatureSymbol
        let lines = report.hours.prefix(hoursInTooltip).map { hour($0, units: report.units, words: words) }
        let first = report.hours.first
        let temperature = first?.temperature.map { words.degrees($0, symbol) } ?? TableViewModel.missing.text
        return StatusBarFacts(
            values: LineValues.values(report, words: words), condition: first?.condition, shortText: short(first?.condition, temperature), tooltip: lines,
            precipitationChance: first?.precipitationProbability
        )
    }

    /// An hour's tooltip line: "14:00: Light rain, 8°C, 80%".
    static func hour(_ hour: HourlyForecast, units: Units, words: Catalogue) -> String {
        let temperature = hour.temperature.map { words.degrees($0, units.temperatureSymbol) }
        return line(hour.time.clockTime, [hour.condition.map(words.description(of:)), temperature, hour.precipitationProbability.map { words.percent($0) }])
    }
}
