import Domain

/// The `--format json` documents: stable contracts, documented in the README. Keys keep their order; a value the
/// service did not give is `null`; dates and times are the place's local ones.
enum JSONDocuments {
    /// `forecast daily`: `{"place", "alternatives", "units", "days", "source", "place_source"}`.
    static func daily(_ forecast: Forecast) -> JSONValue {
        report(forecast, ("days", .array(forecast.days.map(day))))
    }

    /// `forecast hourly`: `{"place", "alternatives", "units", "hours", "source", "place_source"}`.
    static func hourly(_ report: HourlyForecastReport) -> JSONValue {
        self.report(report, ("hours", .array(report.hours.map(hour))))
    }

    /// `forecast current`: `{"place", "alternatives", "units", "current", "source", "place_source"}`.
    static func current(_ report: CurrentConditionsReport) -> JSONValue {
        self.report(report, ("current", conditions(report.conditions)))
    }

    /// The conditions now, as `current` gives them.
    static func conditions(_ now: CurrentConditions) -> JSONValue {
        .object([
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
        ])
    }

    /// `forecast config --format json`: `{"file", "file_found", "cache", "settings": [{"name", "value", "from"}]}`.
    static func settings(_ listing: SettingsListing) -> JSONValue {
        .object([
            ("file", .string(listing.configFile)),
            ("file_found", .bool(listing.fileFound)),
            ("cache", .string(listing.cacheDirectory)),
            ("settings", .array(listing.rows.map { row in
                .object([("name", .string(row.name)), ("value", .string(row.value)), ("from", .string(row.origin))])
            })),
        ])
    }

    /// `forecast search`: `{"query", "places", "source", "fetched_at", "stale"}`.
    static func search(_ search: PlaceSearchAnswer, query: PlaceQuery, source: DataSource) -> JSONValue {
        .object([
            ("query", .string(query.text)),
            ("places", .array(search.places.map(searchedPlace))),
            ("source", self.source(source)),
        ] + freshness(search.freshness))
    }

    /// `forecast check`: `{"answer", "condition", "within", "threshold", "first", "value", "units", "place",
    /// "alternatives", "source", "place_source"}`.
    static func check(_ answer: WeatherCheckAnswer) -> JSONValue {
        .object([
            ("answer", .bool(answer.answer)),
            ("condition", .string(answer.condition.rawValue)),
            ("within", .string(DurationText.compact(minutes: answer.withinMinutes))),
            ("threshold", .number(answer.threshold)),
            ("first", .string(answer.first?.time.iso8601)),
            ("value", .number(answer.value)),
            ("units", units(answer.units)),
            ("place", place(answer.place)),
            ("alternatives", alternatives(answer.location)),
            ("source", source(answer.source)),
            ("place_source", answer.placeSource.map(source) ?? .null),
        ] + freshness(answer.freshness))
    }

    /// The members every report shares, around its own.
    private static func report(_ report: some PlaceReport, _ content: (String, JSONValue)) -> JSONValue {
        .object([
            ("place", place(report.place)),
            ("alternatives", alternatives(report.location)),
            ("units", units(report.units)),
            content,
            ("source", source(report.source)),
            ("place_source", report.placeSource.map(source) ?? .null),
        ] + freshness(report.freshness))
    }

    /// `"fetched_at"` (UTC, ISO 8601; `null` when unknown) and `"stale"`.
    static func freshness(_ freshness: AnswerFreshness?) -> [(String, JSONValue)] {
        [("fetched_at", .string(freshness.map { FreshnessText.utcTimestamp($0.fetchedAt) })), ("stale", .bool(freshness?.isStale ?? false))]
    }

    /// A place as `search` lists it.
    static func searchedPlace(_ place: Place) -> JSONValue {
        .object([
            ("name", .string(place.name)),
            ("admin1", .string(place.region)),
            ("admin2", .string(place.subregion)),
            ("country", .string(place.country)),
            ("country_code", .string(place.countryCode)),
            ("latitude", .number(place.coordinate.latitude)),
            ("longitude", .number(place.coordinate.longitude)),
            ("elevation", .number(place.elevation)),
            ("timezone", .string(place.timeZoneIdentifier)),
            ("population", .number(place.population.map(Double.init))),
        ])
    }

    static func place(_ place: Place) -> JSONValue {
        .object([
            ("name", .string(place.name)),
            ("admin1", .string(place.region)),
            ("country", .string(place.country)),
            ("country_code", .string(place.countryCode)),
            ("latitude", .number(place.coordinate.latitude)),
            ("longitude", .number(place.coordinate.longitude)),
            ("timezone", .string(place.timeZoneIdentifier)),
        ])
    }

    static func alternatives(_ location: ResolvedPlace) -> JSONValue {
        .array(location.alternatives.map { place in
            .object([
                ("name", .string(place.name)),
                ("admin1", .string(place.region)),
                ("country_code", .string(place.countryCode)),
                ("latitude", .number(place.coordinate.latitude)),
                ("longitude", .number(place.coordinate.longitude)),
            ])
        })
    }

    static func units(_ units: Units) -> JSONValue {
        .object([
            ("system", .string(units.systemName)),
            ("temperature", .string(units.temperatureSymbol)),
            ("precipitation", .string(units.precipitationSymbol)),
            ("precipitation_probability", .string("%")),
            ("wind_speed", .string(units.windSpeedSymbol)),
            ("wind_direction", .string("°")),
            ("relative_humidity", .string("%")),
            ("cloud_cover", .string("%")),
            ("pressure", .string("hPa")),
        ])
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

    static func hour(_ hour: HourlyForecast) -> JSONValue {
        .object([
            ("time", .string(hour.time.iso8601)),
            ("condition", .string(hour.condition?.kind.rawValue)),
            ("description", .string(hour.condition?.description)),
            ("temperature", .number(hour.temperature)),
            ("apparent_temperature", .number(hour.apparentTemperature)),
            ("precipitation", .number(hour.precipitation)),
            ("precipitation_probability", .number(hour.precipitationProbability)),
            ("wind_speed", .number(hour.windSpeed)),
            ("wind_gusts", .number(hour.windGusts)),
            ("wind_direction", .number(hour.windDirection)),
            ("relative_humidity", .number(hour.relativeHumidity)),
            ("cloud_cover", .number(hour.cloudCover)),
        ])
    }

    static func source(_ source: DataSource) -> JSONValue {
        .object([("provider", .string(source.provider)), ("attribution", .string(source.attribution))])
    }
}
