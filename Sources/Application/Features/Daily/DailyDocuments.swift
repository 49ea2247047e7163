import Domain

extension JSONDocuments {
    /// `forecast daily`: `{"place", "alternatives", "units", "days", "source", "place_source"}`; with `ensemble`, each
    /// day's `"ensemble"`.
    static func daily(_ forecast: DailyForecastReport, ensemble: EnsembleOutlook? = nil) -> JSONValue {
        report(forecast, ("days", .array(forecast.days.map { EnsembleText.adding(ensemble, { $0.spread(on: $1.date) }, to: $0, row: day) })))
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
    /// One row per day of each place; with `pastDays`, a `past` column; with `normals`, each day's normal and anomaly
    /// as `normal_temperature_max` … `anomaly_temperature_min` columns; with `ensembles`, each day's spread as
    /// `ensemble_members` … `ensemble_precipitation_p90` columns.
    static func daily(
        _ forecasts: [DailyForecastReport], alerts: [String], normals: [NormalsComparison?] = [], pastDays: [Int] = [], ensembles: [EnsembleOutlook?] = []
    ) -> CSVTable {
        let marksPast = pastDays.contains { $0 > 0 }, marksEnsemble = ensembles.contains { $0 != nil }
        let groups = forecasts.indices.map { index in
            let forecast = forecasts[index], comparison = index < normals.count ? normals[index] : nil
            let ensemble = index < ensembles.count ? ensembles[index] : nil
            let past = index < pastDays.count ? pastDays[index] : 0
            let days = forecast.days.indices.map { day -> JSONValue in
                guard case .object(let fields) = JSONDocuments.day(forecast.days[day]) else { return JSONDocuments.day(forecast.days[day]) }
                let normal = comparison.flatMap { day < $0.days.count ? NormalText.fields($0.days[day]) : nil } ?? []
                let spread = marksEnsemble ? EnsembleText.columns(ensemble?.spread(on: forecast.days[day].date), units: forecast.units) : []
                return .object(fields + (marksPast ? [("past", .bool(day < past))] : []) + normal.flatMap { name, value -> [(String, JSONValue)] in
                    guard case .object(let inner) = value else { return [] }
                    return inner.map { ("\(name)_\($0.0)", $0.1) }
                } + spread)
            }
            return (forecast.place.name as String?, stamped(days, forecast.freshness, alerts: alerts[index]))
        }
        return records(groups, first: "place", units: forecasts.first?.units)
    }
}

extension LineValues {
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
        values["wind_direction"] = today.windDirection.map(CompassPoint.name(forDegrees:))
        values["sunrise"] = today.sunrise?.clockTime
        values["sunset"] = today.sunset?.clockTime
        if let sunrise = today.sunrise, let sunset = today.sunset {
            values["daylength"] = SunTable.duration(Double(sunset.minutesSinceEpoch - sunrise.minutesSinceEpoch) * 60)
        }
        return values
    }
}
