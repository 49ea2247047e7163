import Domain

/// The `--format json` document: a stable contract, documented in the README. Keys keep their order; a value the
/// service did not give is `null`; dates are the place's local dates.
struct ForecastJSONDocument {
    let json: JSONValue

    init(forecast: Forecast) {
        let place = forecast.place
        json = .object([
            ("place", .object([
                ("name", .string(place.name)),
                ("admin1", .string(place.region)),
                ("country", .string(place.country)),
                ("country_code", .string(place.countryCode)),
                ("latitude", .number(place.coordinate.latitude)),
                ("longitude", .number(place.coordinate.longitude)),
                ("timezone", .string(place.timeZoneIdentifier)),
            ])),
            ("units", Self.units(forecast.units)),
            ("days", .array(forecast.days.map(Self.day))),
            ("source", Self.source(forecast.source)),
            ("place_source", forecast.placeSource.map(Self.source) ?? .null),
        ])
    }

    private static func units(_ units: Units) -> JSONValue {
        .object([
            ("system", .string(units.rawValue)),
            ("temperature", .string(units.temperatureSymbol)),
            ("precipitation", .string(units.precipitationSymbol)),
            ("precipitation_probability", .string("%")),
            ("wind_speed", .string(units.windSpeedSymbol)),
            ("wind_direction", .string("°")),
        ])
    }

    private static func day(_ day: DailyForecast) -> JSONValue {
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

    private static func source(_ source: DataSource) -> JSONValue {
        .object([("provider", .string(source.provider)), ("attribution", .string(source.attribution))])
    }
}
