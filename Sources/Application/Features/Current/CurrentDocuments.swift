import Domain

extension JSONDocuments {
    /// `forecast current`: `{"place", "alternatives", "units", "current", "source", "place_source", "fetched_at", "stale",
    /// "nowcast"}`; `nowcast` the next two hours' outlook (`nowcast`'s `summary` with its `method` and `source`) where
    /// radar or a 15-minute model covers the place, else null.
    static func current(_ report: CurrentConditionsReport, nowcast: NowcastReport? = nil) -> JSONFields {
        let outlook = nowcast.map { nowcast in
            JSONValue.object(nowcastSummaryFields(nowcast) + [("method", .string(nowcast.method.rawValue)), ("source", source(nowcast.source))])
        }
        return self.report(report, ("current", .object(conditionsFields(report.conditions, units: report.units).json))) + [("nowcast", outlook ?? .null)]
    }

    /// The conditions now, as `current` gives them.
    static func conditionsFields(_ now: CurrentConditions, units: Units) -> Record {
        [
            RecordField("time", .string(now.time.iso8601)),
            RecordField("condition", .string(now.condition?.kind.rawValue)),
            RecordField("description", .string(now.condition?.description)),
            RecordField("temperature", .number(now.temperature), unit: ColumnUnit.temperature(units)),
            RecordField("apparent_temperature", .number(now.apparentTemperature), unit: ColumnUnit.temperature(units)),
            RecordField("relative_humidity", .number(now.relativeHumidity), unit: ColumnUnit.percent),
            RecordField("precipitation", .number(now.precipitation), unit: ColumnUnit.precipitation(units)),
            RecordField("wind_speed", .number(now.windSpeed), unit: ColumnUnit.windSpeed(units)),
            RecordField("wind_gusts", .number(now.windGusts), unit: ColumnUnit.windSpeed(units)),
            RecordField("wind_direction", .number(now.windDirection), unit: ColumnUnit.degrees),
            RecordField("pressure_msl", .number(now.pressureMSL), unit: ColumnUnit.hectopascals),
            RecordField("cloud_cover", .number(now.cloudCover), unit: ColumnUnit.percent),
            RecordField("is_day", now.isDay.map(JSONValue.bool) ?? .null),
        ]
    }
}

extension CSVDocuments {
    /// One row per place, with its `besides` columns.
    static func current(_ reports: [CurrentConditionsReport], besides: [JSONFields]) -> CSVTable {
        records(zip(reports, besides).map { report, besides in
            (report.place.name, stamped([JSONDocuments.conditionsFields(report.conditions, units: report.units)], report.freshness, besides: besides))
        }, first: "place")
    }
}

extension LineValues {
    /// `current`'s: the current hour's, and the nowcast's outlook.
    package static let current = now + NowcastExtra.placeholders

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

extension StatusBarFacts {
    /// The conditions now: the condition and temperature at their time, what it feels like, the wind; then, from the
    /// glance, today and the hours after now. The bar's chance is this hour's, else today's; none without the glance.
    static func current(_ report: CurrentConditionsReport, glance: CurrentGlance?, words: Catalogue) -> StatusBarFacts {
        let now = report.conditions, symbol = report.units.temperatureSymbol
        let wind = now.windSpeed.map { speed in
            [words.quantity(speed, unit: report.units.windSpeedSymbol), now.windDirection.map(words.compassPoint(forDegrees:))]
                .compactMap { $0 }.joined(separator: " ")
        }
        let lines = [
            line(now.time.clockTime, [now.condition.map(words.description(of:)), now.temperature.map { words.degrees($0, symbol) }]),
            now.apparentTemperature.map { line(words("label.feels_like"), [words.degrees($0, symbol)]) },
            wind.map { line(words("label.wind"), [$0]) },
            glance?.today.map { day($0, units: report.units, words: words) },
        ]
        let later = (glance?.hours ?? []).filter { $0.time > now.time }.prefix(hoursInTooltip - 1).map { hour($0, units: report.units, words: words) }
        let temperature = now.temperature.map { words.degrees($0, symbol) } ?? TableViewModel.missing.text
        return StatusBarFacts(
            values: LineValues.values(report, words: words), condition: now.condition, shortText: short(now.condition, temperature),
            tooltip: lines.compactMap { $0 } + later,
            precipitationChance: glance?.hours.first?.precipitationProbability ?? glance?.today?.precipitationProbability
        )
    }
}
