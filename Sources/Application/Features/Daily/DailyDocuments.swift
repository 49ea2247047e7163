import Domain

extension JSONDocuments {
    /// `forecast daily`: `{"place", "alternatives", "units", "days", "source", "place_source"}`.
    static func daily(_ forecast: Forecast) -> JSONValue {
        report(forecast, ("days", .array(forecast.days.map(day))))
    }

    static func day(_ day: DailyForecast) -> JSONValue {
        .object([
            ("date", .string(day.date.iso8601)),
            ("condition", .string(day.condition?.kind.rawValue)),
            ("description", .string(day.condition?.description)),
            ("temperature_max", .number(day.temperatureMax)),
            ("temperature_min", .number(day.temperatureMin)),
            ("precipitation_sum", .number(day.precipitationSum)),
            ("precipitation_probability", .number(day.precipitationProbability)),
            ("wind_speed_max", .number(day.windSpeedMax)),
            ("wind_direction", .number(day.windDirection)),
            ("sunrise", .string(day.sunrise?.iso8601)),
            ("sunset", .string(day.sunset?.iso8601)),
            ("uv_index_max", .number(day.uvIndexMax)),
        ])
    }
}

extension CSVDocuments {
    /// One row per day of each place.
    static func daily(_ forecasts: [Forecast], alerts: [String]) -> CSVTable {
        records(zip(forecasts, alerts).map { ($0.place.name, stamped($0.days.map(JSONDocuments.day), $0.freshness, alerts: $1)) }, first: "place", units: forecasts.first?.units)
    }
}

extension LineValues {
    /// Today's values of a daily forecast, with its sunrise, sunset and the day's length between them.
    static func values(_ forecast: Forecast, words: Catalogue) -> [String: String] {
        var values = shared(forecast, condition: forecast.days.first?.condition, words: words)
        guard let today = forecast.days.first else { return values }
        values["date"] = today.date.iso8601
        values["temperature_max"] = today.temperatureMax?.fixed(decimals: 0)
        values["temperature_min"] = today.temperatureMin?.fixed(decimals: 0)
        values["precipitation"] = today.precipitationSum.map { words.number($0, decimals: forecast.units.precipitation.decimals) }
        values["precipitation_probability"] = today.precipitationProbability?.fixed(decimals: 0)
        values["wind_speed"] = today.windSpeedMax?.fixed(decimals: 0)
        values["wind_direction"] = today.windDirection.map(CompassPoint.name(forDegrees:))
        values["sunrise"] = today.sunrise?.clockTime
        values["sunset"] = today.sunset?.clockTime
        if let sunrise = today.sunrise, let sunset = today.sunset {
            values["daylength"] = SunTable.duration(Double(sunset.minutesSinceEpoch - sunrise.minutesSinceEpoch) * 60)
        }
        return values
    }
}
