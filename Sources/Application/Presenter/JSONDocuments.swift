import Domain

/// The `--format json` documents: stable contracts, documented in the README. Keys keep their order; a value the
/// service did not give is `null`; dates and times are the place's local ones. The members every document shares are
/// here; each command's document is in its folder under `Features/`.
enum JSONDocuments {
    /// The members every report shares, around its own.
    static func report(_ report: some PlaceReport, _ content: (String, JSONValue)) -> JSONFields {
        [
            ("place", place(report.place)),
            ("alternatives", alternatives(report.location)),
            ("units", units(report.units)),
            content,
            ("source", source(report.source)),
            ("place_source", report.placeSource.map(source) ?? .null),
        ] + freshness(report.freshness)
    }

    /// `"fetched_at"` (UTC, ISO 8601; `null` when unknown) and `"stale"`.
    static func freshness(_ freshness: AnswerFreshness?) -> JSONFields {
        [("fetched_at", .string(freshness.map { FreshnessText.utcTimestamp($0.fetchedAt) })), ("stale", .bool(freshness?.isStale ?? false))]
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

    static func source(_ source: DataSource) -> JSONValue {
        .object([("provider", .string(source.provider)), ("attribution", .string(source.attribution))])
    }
}
