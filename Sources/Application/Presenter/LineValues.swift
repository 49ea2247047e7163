import Domain

/// What each `--format line` placeholder stands for, per command, and each command's default template.
enum LineValues {
    /// The placeholders every report has.
    static let common = ["place", "condition", "condition_symbol", "temperature_unit", "wind_speed_unit", "precipitation_unit"]
    /// `daily`'s: today's values.
    static let daily = common + ["date", "temperature_max", "temperature_min", "precipitation", "precipitation_probability", "wind_speed", "wind_direction"]
    /// `hourly`'s and `current`'s: the current hour's values.
    static let now = common + ["time", "temperature", "apparent_temperature", "precipitation", "precipitation_probability", "wind_speed", "wind_direction", "humidity"]

    /// `compare`'s: today's forecast of each provider, and their spread.
    static let comparison = ["place", "date", "providers", "highs", "lows", "temperature_unit"]
    /// `search`'s: the best match.
    static let search = ["place", "admin1", "country", "country_code", "latitude", "longitude", "timezone"]

    /// The default templates.
    static let dailyTemplate = "{place}: {condition_symbol} {temperature_min}–{temperature_max}{temperature_unit}, {precipitation} {precipitation_unit}"
    /// The default template of `compare`.
    static let comparisonTemplate = "{place} {date}: {providers}"
    /// The default template of `search`.
    static let searchTemplate = "{place}, {admin1}, {country_code} ({latitude}, {longitude})"
    /// The default template of `hourly` and `current`.
    static let nowTemplate = "{place}: {condition_symbol} {temperature}{temperature_unit}, {wind_speed} {wind_speed_unit} {wind_direction}"

    /// Today's values of a daily forecast.
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
        return values
    }

    /// Today's values of a comparison: each provider's low–high, and the spread of highs and lows.
    static func values(_ comparison: ForecastComparison) -> [String: String] {
        let symbol = comparison.units.temperatureSymbol
        let range = { (values: ClosedRange<Double>?) in values.map { "\($0.lowerBound.fixed(decimals: 0))–\($0.upperBound.fixed(decimals: 0))\(symbol)" } }
        var values = ["place": comparison.location.place.name, "temperature_unit": symbol]
        values["date"] = comparison.spread.first?.date.iso8601
        values["providers"] = comparison.forecasts.compactMap { forecast -> String? in
            guard let today = forecast.days.first, let low = today.temperatureMin, let high = today.temperatureMax else { return nil }
            return "\(forecast.source.provider) \(low.fixed(decimals: 0))–\(high.fixed(decimals: 0))\(symbol)"
        }.joined(separator: " · ")
        values["highs"] = range(comparison.spread.first?.temperatureMax)
        values["lows"] = range(comparison.spread.first?.temperatureMin)
        return values
    }

    /// The best match of a search.
    static func values(_ place: Place) -> [String: String] {
        var values = ["place": place.name, "latitude": place.coordinate.latitude.fixed(decimals: 4)]
        values["longitude"] = place.coordinate.longitude.fixed(decimals: 4)
        values["admin1"] = place.region
        values["country"] = place.country
        values["country_code"] = place.countryCode
        values["timezone"] = place.timeZoneIdentifier
        return values
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

    /// The values of the conditions now.
    static func values(_ report: CurrentConditionsReport, words: Catalogue) -> [String: String] {
        let now = report.conditions
        return moment(
            report, words: words, condition: now.condition, time: now.time, temperature: now.temperature,
            apparentTemperature: now.apparentTemperature, precipitation: now.precipitation, windSpeed: now.windSpeed,
            windDirection: now.windDirection, humidity: now.relativeHumidity
        )
    }

    /// The values of one moment, an hour or now.
    private static func moment(
        _ report: some PlaceReport, words: Catalogue, condition: WeatherCondition?, time: LocalDateTime, temperature: Double?,
        apparentTemperature: Double?, precipitation: Double?, windSpeed: Double?, windDirection: Double?, humidity: Double?
    ) -> [String: String] {
        var values = shared(report, condition: condition, words: words)
        values["time"] = time.clockTime
        values["temperature"] = temperature?.fixed(decimals: 0)
        values["apparent_temperature"] = apparentTemperature?.fixed(decimals: 0)
        values["precipitation"] = precipitation.map { words.number($0, decimals: report.units.precipitation.decimals) }
        values["wind_speed"] = windSpeed?.fixed(decimals: 0)
        values["wind_direction"] = windDirection.map(CompassPoint.name(forDegrees:))
        values["humidity"] = humidity?.fixed(decimals: 0)
        return values
    }

    private static func shared(_ report: some PlaceReport, condition: WeatherCondition?, words: Catalogue) -> [String: String] {
        var values = [
            "place": report.place.name, "temperature_unit": report.units.temperatureSymbol,
            "wind_speed_unit": report.units.windSpeedSymbol, "precipitation_unit": report.units.precipitationSymbol,
        ]
        values["condition"] = condition.map(words.description(of:))
        values["condition_symbol"] = condition?.kind.symbol.text
        return values
    }
}
