import Domain

extension JSONDocuments {
    /// `forecast daily`: `{"place", "alternatives", "units", "days", "source", "place_source"}`, each day with what is
    /// shown beside it (``dayMarks(_:extras:units:)``).
    static func daily(_ forecast: DailyForecastReport, extras: PlaceExtras) -> JSONFields {
        report(forecast, ("days", .array(forecast.days.map { day in
            .object(dayFields(day, units: forecast.units).json + dayMarks(day, extras: extras, units: forecast.units))
        })))
    }

    /// A day's members beside its forecast, each found by the day's date: its `"ensemble"` spread with `--ensemble`,
    /// `"past"` (observed, not forecast) with `--past-days`, its `"normal"` and `"anomaly"`
    /// (`{"temperature_max", "temperature_min"}`) with `--normal`, and what the row kinds asked add to it.
    static func dayMarks(_ day: DailyForecast, extras: PlaceExtras, units: Units) -> JSONFields {
        let ensemble = extras[EnsembleExtra.self]
        return EnsembleText.field(ensemble, ensemble?.spread(on: day.date))
            + (extras.observedThrough == nil ? [] : [("past", .bool(extras.isObserved(day.date)))])
            + (extras[NormalsExtra.self]?.day(on: day.date).map(NormalText.fields) ?? [])
            + extras.rowJSON(at: .day(day.date), units: units)
    }

    static func dayFields(_ day: DailyForecast, units: Units) -> Record {
        [
            RecordField("date", .string(day.date.iso8601)),
            RecordField("condition", .string(day.condition?.kind.rawValue)),
            RecordField("description", .string(day.condition?.description)),
            RecordField("temperature_max", .number(day.temperatureMax), unit: ColumnUnit.temperature(units)),
            RecordField("temperature_min", .number(day.temperatureMin), unit: ColumnUnit.temperature(units)),
            RecordField("precipitation_sum", .number(day.precipitationSum), unit: ColumnUnit.precipitation(units)),
            RecordField("precipitation_probability", .number(day.precipitationProbability), unit: ColumnUnit.percent),
            RecordField("wind_speed_max", .number(day.windSpeedMax), unit: ColumnUnit.windSpeed(units)),
            RecordField("wind_direction", .number(day.windDirection), unit: ColumnUnit.degrees),
            RecordField("sunrise", .string(day.sunrise?.iso8601)),
            RecordField("sunset", .string(day.sunset?.iso8601)),
            RecordField("uv_index_max", .number(day.uvIndexMax)),
        ]
    }
}

extension CSVDocuments {
    /// One row per day of each place, with its `besides` columns; with past days, a `past` column; with the normal,
    /// each day's normal and anomaly as `normal_temperature_max` … `anomaly_temperature_min` columns; with an
    /// ensemble, each day's spread as `ensemble_members` … `ensemble_precipitation_p90` columns; then the columns of
    /// the row kinds asked; each found by the day's date. A column any place has, every row has (empty where its place
    /// or its day has none), so that every row is as long as the header.
    static func daily(_ forecasts: [DailyForecastReport], besides: [JSONFields], extras: [PlaceExtras]) -> CSVTable {
        let marksPast = extras.contains { $0.observedThrough != nil }, marksNormals = extras.contains { $0[NormalsExtra.self] != nil }
        let marksEnsemble = extras.contains { $0[EnsembleExtra.self] != nil }
        let rowKinds = PlaceExtras.rowKinds(of: extras)
        let groups = zip(zip(forecasts, extras), besides).map { pair, besides in
            let (forecast, extras) = pair
            let days = forecast.days.map { day in
                let marks = (marksPast ? [("past", .bool(extras.isObserved(day.date)))] : [])
                    + (marksNormals ? NormalText.columns(extras[NormalsExtra.self]?.day(on: day.date)) : [])
                    + (marksEnsemble ? EnsembleText.columns(extras[EnsembleExtra.self]?.spread(on: day.date), units: forecast.units) : [])
                return JSONDocuments.dayFields(day, units: forecast.units) + Record(marks) + extras.rowRecord(at: .day(day.date), of: rowKinds, units: forecast.units)
            }
            return (forecast.place.name as String?, stamped(days, forecast.freshness, besides: besides))
        }
        return records(groups, first: "place")
    }
}

extension LineValues {
    /// `daily`'s: today's values.
    package static let daily = common + AlertsExtra.placeholders + sky + [
        "date", "temperature_max", "temperature_min", "precipitation", "precipitation_probability", "wind_speed", "wind_direction",
        "sunrise", "sunset", "daylength",
    ]
    /// The default template of `daily` and `history`, its degrees in the language's style ("4–9°C", "4–9 °C").
    package static func dailyTemplate(_ words: Catalogue) -> String {
        "{place}: {condition_symbol} \(words.degrees(formatted: "{temperature_min}–{temperature_max}", "{temperature_unit}")), {precipitation} {precipitation_unit}"
    }
    /// The default text of `daily` and `history` in a status bar: "☀ 4–9°C".
    package static func dailyBarTemplate(_ words: Catalogue) -> String {
        "{condition_symbol} " + words.degrees(formatted: "{temperature_min}–{temperature_max}", "{temperature_unit}")
    }

    /// Today's values of a daily forecast, with its sunrise, sunset and the day's length between them.
    static func values(_ forecast: DailyForecastReport, words: Catalogue) -> [String: String] {
        var values = shared(forecast, condition: forecast.days.first?.condition, words: words)
        guard let today = forecast.days.first else { return values }
        values["date"] = today.date.iso8601
        values["temperature_max"] = today.temperatureMax?.fixed(decimals: 0)
        values["temperature_min"] = today.temperatureMin?.fixed(decimals: 0)
        values["precipitation"] = today.precipitationSum.map { words.number($0, decimals: forecast.units.precipitation.decimals) }
        values["precipitation_probability"] = today.precipitationProbability?.fixed(decimals: 0)
        values["wind_speed"] = today.windSpeedMax?.fixed(decimals: 0)
        values["wind_direction"] = today.windDirection.map(words.compassPoint(forDegrees:))
        values["sunrise"] = today.sunrise?.clockTime
        values["sunset"] = today.sunset?.clockTime
        if let sunrise = today.sunrise, let sunset = today.sunset {
            values["daylength"] = SunTable.duration(Double(sunset.minutesSinceEpoch - sunrise.minutesSinceEpoch) * 60)
        }
        return values
    }
}

extension StatusBarFacts {
    /// The days a tooltip lists: today and the next two.
    static let daysInTooltip = 3

    /// Today (the first day forecast, after any observed ones) and the next days: each day's condition, low to high
    /// and chance of precipitation; the bar's chance is today's.
    static func daily(_ forecast: DailyForecastReport, extras: PlaceExtras, words: Catalogue) -> StatusBarFacts {
        let upcoming = forecast.upcoming(extras), days = upcoming.days
        let lines = days.prefix(daysInTooltip).map { day($0, units: forecast.units, words: words) }
        let today = days.first
        func range(_ day: DailyForecast) -> String { Self.range(day, units: forecast.units, words: words) }
        return StatusBarFacts(
            values: LineValues.values(upcoming, words: words), condition: today?.condition,
            shortText: short(today?.condition, today.map(range) ?? TableViewModel.missing.text), tooltip: lines,
            precipitationChance: today?.precipitationProbability
        )
    }

    /// A day's tooltip line: "Tue: Rain, 4–9°C, 80%".
    static func day(_ day: DailyForecast, units: Units, words: Catalogue) -> String {
        let chance = day.precipitationProbability.map { words.percent($0) }
        return line(words("weekday." + String(describing: day.date.weekday)), [day.condition.map(words.description(of:)), range(day, units: units, words: words), chance])
    }

    /// A day's low to high: "4–9°C", a dash for what is not known.
    static func range(_ day: DailyForecast, units: Units, words: Catalogue) -> String {
        let missing = TableViewModel.missing.text
        return words.degrees(formatted: "\(day.temperatureMin?.fixed(decimals: 0) ?? missing)–\(day.temperatureMax?.fixed(decimals: 0) ?? missing)", units.temperatureSymbol)
    }
}
