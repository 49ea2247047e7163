import Domain

extension JSONDocuments {
    /// `forecast marine`: `{"place", "alternatives", "sea": {"latitude", "longitude", "distance_km", "bearing",
    /// "at_place"}, "units": {"system", "height", "direction", "period", "sea_temperature", "current_speed"}, "sea_state",
    /// "hours": [{"time", "sea_state", "wave_height", "wave_direction", "wave_period", "wind_wave_…", "swell_…",
    /// "secondary_swell_…", "sea_temperature", "current_speed", "current_direction", "sea_level"}], "days": [{"date",
    /// "sea_state", "wave_height_max", "wave_direction_dominant", "wave_period_max", "wind_wave_…", "swell_…",
    /// "sea_temperature_max", "current_speed_max", "tides"}], "tides": [{"kind", "time", "height"}], "next_tide",
    /// "not_for_navigation", "source", "place_source", "fetched_at", "stale"}`. `sea` is the point shown, its distance
    /// (to 0.1 km) and bearing (degrees) from the place; `sea_state` (top level) the hour under way's; `hours` every hour
    /// shown (by days, every hour of the days), `days` empty for a span of hours; `tides` the high and low waters among
    /// the hours shown, `kind` "high" or "low"; wave directions where the waves come from, the current's where it flows
    /// to; heights and the sea level in `units.height`, to the centimetre (or hundredth of a foot); times the place's
    /// local `YYYY-MM-DDTHH:MM`; every value not known `null`.
    static func marine(_ report: MarineReport) -> JSONValue {
        .object([
            ("place", place(report.place)),
            ("alternatives", alternatives(report.location)),
            ("sea", .object(seaFields(report.sea))),
            ("units", .object(marineUnits(report.units))),
            ("sea_state", .string(MarineText.currentHour(report).flatMap(report.seaState).map(\.rawValue))),
            ("hours", .array(report.hours.map { .object(marineHourFields($0, of: report).json) })),
            ("days", .array(report.days.map { .object(marineDayFields($0, of: report).json + [("tides", tides($0.tides))]) })),
            ("tides", tides(MarineRecords.tidesShown(report))),
            ("next_tide", report.nextTide.map { .object(tideFields($0)) } ?? .null),
            ("not_for_navigation", .string(MarineText.notForNavigation)),
            ("source", source(report.source)),
            ("place_source", report.placeSource.map(source) ?? .null),
        ] + freshness(report.freshness))
    }

    /// The point the sea is shown for, and how it lies from the place.
    static func seaFields(_ sea: SeaPoint) -> JSONFields {
        [
            ("latitude", .number(sea.coordinate.latitude)),
            ("longitude", .number(sea.coordinate.longitude)),
            ("distance_km", JSONValue.number(sea.distanceKilometres, decimals: 1)),
            ("bearing", MarineRecords.degrees(sea.bearing)),
            ("at_place", .bool(sea.isAtPlace)),
        ]
    }

    /// The units of the values: heights, directions, periods, the sea's temperature and the current's speed.
    static func marineUnits(_ units: Units) -> JSONFields {
        [
            ("system", .string(units.systemName)),
            ("height", .string(units.heightSymbol)),
            ("direction", .string("°")),
            ("period", .string("s")),
            ("sea_temperature", .string(units.temperatureSymbol)),
            ("current_speed", .string(units.currentSpeed.symbol)),
        ]
    }

    /// One hour: its time, the sea's state, each train of waves, the sea's temperature, the current and the sea level.
    static func marineHourFields(_ hour: MarineHour, of report: MarineReport) -> Record {
        let units = report.units
        return [RecordField("time", .string(hour.time.iso8601)), RecordField("sea_state", .string(report.seaState(hour)?.rawValue))]
            + MarineRecords.train("wave", hour.waves, units: units) + MarineRecords.train("wind_wave", hour.windWaves, units: units)
            + MarineRecords.train("swell", hour.swell, units: units) + MarineRecords.train("secondary_swell", hour.secondarySwell, units: units)
            + [
                RecordField("sea_temperature", JSONValue.number(hour.seaTemperature, decimals: 2), unit: ColumnUnit.temperature(units)),
                RecordField("current_speed", JSONValue.number(hour.currentSpeed, decimals: 2), unit: ColumnUnit.currentSpeed(units)),
                RecordField("current_direction", .number(hour.currentDirection), unit: ColumnUnit.degrees),
                RecordField("sea_level", JSONValue.number(hour.seaLevel, decimals: 2), unit: ColumnUnit.height(units)),
            ]
    }

    /// One day: its date, the state of its highest waves, each train's highest, dominant direction and longest period,
    /// the warmest sea and the fastest current.
    static func marineDayFields(_ day: MarineDay, of report: MarineReport) -> Record {
        let units = report.units
        return [RecordField("date", .string(day.date.iso8601)), RecordField("sea_state", .string(report.seaState(day)?.rawValue))]
            + MarineRecords.train("wave", day.waves, units: units, summary: true) + MarineRecords.train("wind_wave", day.windWaves, units: units, summary: true)
            + MarineRecords.train("swell", day.swell, units: units, summary: true)
            + [
                RecordField("sea_temperature_max", JSONValue.number(day.seaTemperature, decimals: 2), unit: ColumnUnit.temperature(units)),
                RecordField("current_speed_max", JSONValue.number(day.currentSpeed, decimals: 2), unit: ColumnUnit.currentSpeed(units)),
            ]
    }

    /// High and low waters, in time order.
    static func tides(_ turns: [TideTurn]) -> JSONValue { .array(turns.map { .object(tideFields($0)) }) }

    /// A high or low water: `{"kind", "time", "height"}`.
    static func tideFields(_ turn: TideTurn) -> JSONFields {
        [("kind", .string(turn.kind.rawValue)), ("time", .string(turn.time.iso8601)), ("height", JSONValue.number(turn.height, decimals: 2))]
    }
}

extension CSVDocuments {
    /// One row an hour of each place (a row a day for a span of days: its high and low waters as lists of times and
    /// heights, `;` between them), with the sea point's distance and bearing, and the answer's freshness.
    static func marine(_ reports: [MarineReport]) -> CSVTable {
        records(reports.map { report in
            let sea = [
                RecordField("sea_distance", JSONValue.number(report.sea.distanceKilometres, decimals: 1), unit: "km"),
                RecordField("sea_bearing", MarineRecords.degrees(report.sea.bearing), unit: ColumnUnit.degrees),
            ]
            let rows: [Record] = switch report.span {
            case .hours: report.hours.map { JSONDocuments.marineHourFields($0, of: report) }
            case .days: report.days.map { JSONDocuments.marineDayFields($0, of: report) + MarineRecords.waterColumns($0.tides, units: report.units) }
            }
            return (report.place.name, stamped(rows.map { $0 + sea }, report.freshness))
        }, first: "place")
    }
}

/// The pieces of `marine`'s records: a train's fields, a day's waters as CSV columns, and values rounded for JSON.
enum MarineRecords {
    /// A train's height, direction and period, named after `name` (`wave_height`), or for a day's summary after what
    /// each is (`wave_height_max`, `wave_direction_dominant`, `wave_period_max`).
    static func train(_ name: String, _ train: WaveTrain, units: Units, summary: Bool = false) -> Record {
        [
            RecordField("\(name)_height" + (summary ? "_max" : ""), JSONValue.number(train.height, decimals: 2), unit: ColumnUnit.height(units)),
            RecordField("\(name)_direction" + (summary ? "_dominant" : ""), degrees(train.direction), unit: ColumnUnit.degrees),
            RecordField("\(name)_period" + (summary ? "_max" : ""), JSONValue.number(train.period, decimals: 2), unit: ColumnUnit.seconds),
        ]
    }

    /// A day's high and low waters as CSV columns: `high_water_times` and `high_water_heights_m`, then the low waters'.
    static func waterColumns(_ turns: [TideTurn], units: Units) -> Record {
        [TideTurn.Kind.high, .low].flatMap { kind -> Record in
            let turns = turns.filter { $0.kind == kind }
            return [
                RecordField("\(kind.rawValue)_water_times", .array(turns.map { .string($0.time.iso8601) })),
                RecordField("\(kind.rawValue)_water_heights", .array(turns.map { JSONValue.number($0.height, decimals: 2) }), unit: ColumnUnit.height(units)),
            ]
        }
    }

    /// The high and low waters among the hours shown: from the first hour's start to the last hour's end.
    static func tidesShown(_ report: MarineReport) -> [TideTurn] {
        guard let first = report.hours.first?.time, let last = report.hours.last?.time else { return [] }
        let end = last.adding(minutes: 60)
        return report.tides.filter { $0.time >= first && $0.time < end }
    }

    /// A direction in whole degrees as a JSON number, 0 up to 359 (359.7° is north, 0); `null` when not known.
    static func degrees(_ value: Double?) -> JSONValue {
        .number(value.map { $0.rounded().truncatingRemainder(dividingBy: 360) })
    }
}

extension ColumnUnit {
    /// A height of the sea: "m" or "ft".
    static func height(_ units: Units) -> String { units.height.rawValue }
    /// A current's speed: "kmh", "ms", "mph" or "kn" (never Beaufort, which measures wind only).
    static func currentSpeed(_ units: Units) -> String { units.currentSpeed.rawValue }
    /// A period in seconds.
    static let seconds = "s"
}

extension LineValues {
    /// `marine`'s: the hour under way (else the first shown) and the next high or low water.
    package static let marine = [
        "place", "sea", "time", "sea_state", "waves", "wind_waves", "swell", "sea_temperature", "current", "sea_level", "tide", "height_unit",
        "temperature_unit", "current_speed_unit",
    ]
    /// The default template of `marine`: "Biarritz: moderate, 1.6 m W→ 11 s, 14.3°C, high 14:32 1.2 m".
    package static let marineTemplate = "{place}: {sea_state}, {waves}, {sea_temperature}, {tide}"
    /// The default text of `marine` in a status bar: "1.6 m W→ 11 s 14.3°C".
    package static let marineBarTemplate = "{waves} {sea_temperature}"

    /// The sea now: `{sea}` where it is shown from the place, `{time}`, `{sea_state}`, `{waves}`, `{wind_waves}`,
    /// `{swell}` (each "1.6 m W→ 11 s"), `{sea_temperature}` ("14.3°C"), `{current}` ("0.4 km/h NE↗"), `{sea_level}`
    /// ("0.8 m"), `{tide}` (the next high or low water: "high 14:32 1.2 m"), and the units.
    static func values(_ report: MarineReport, words: Catalogue) -> [String: String] {
        let units = report.units
        var values = [
            "place": report.place.name, "sea": MarineText.sea(report, words: words), "height_unit": units.heightSymbol,
            "temperature_unit": units.temperatureSymbol, "current_speed_unit": units.currentSpeed.symbol,
        ]
        values["tide"] = report.nextTide.map { MarineText.tide($0, units: units, words: words) }
        guard let hour = MarineText.currentHour(report) else { return values }
        values["time"] = hour.time.clockTime
        values["sea_state"] = report.seaState(hour).map { MarineText.state($0, words: words) }
        values["waves"] = MarineText.train(hour.waves, units: units, words: words)
        values["wind_waves"] = MarineText.train(hour.windWaves, units: units, words: words)
        values["swell"] = MarineText.train(hour.swell, units: units, words: words)
        values["sea_temperature"] = hour.seaTemperature.map { MarineText.temperature($0, units: units, words: words) }
        values["current"] = MarineText.current(speed: hour.currentSpeed, direction: hour.currentDirection, units: units, words: words)
        values["sea_level"] = hour.seaLevel.map { MarineText.height($0, units: units, words: words) }
        return values
    }
}
