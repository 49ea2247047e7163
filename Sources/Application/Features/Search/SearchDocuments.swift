import Domain

extension JSONDocuments {
    /// `forecast search`: `{"query", "places", "source", "fetched_at", "stale"}`.
    static func search(_ search: PlaceSearchAnswer, query: PlaceQuery, source: DataSource) -> JSONValue {
        .object([
            ("query", .string(query.text)),
            ("places", .array(search.places.map { .object(searchedPlaceFields($0).json) })),
            ("source", self.source(source)),
        ] + freshness(search.freshness))
    }

    /// A place as `search` lists it.
    static func searchedPlaceFields(_ place: Place) -> Record {
        [
            RecordField("name", .string(place.name)),
            RecordField("admin1", .string(place.region)),
            RecordField("admin2", .string(place.subregion)),
            RecordField("country", .string(place.country)),
            RecordField("country_code", .string(place.countryCode)),
            RecordField("latitude", .number(place.coordinate.latitude)),
            RecordField("longitude", .number(place.coordinate.longitude)),
            RecordField("elevation", .number(place.elevation), unit: ColumnUnit.metres),
            RecordField("timezone", .string(place.timeZoneIdentifier)),
            RecordField("population", .number(place.population.map(Double.init))),
        ]
    }
}

extension CSVDocuments {
    /// One row per place found.
    static func search(_ search: PlaceSearchAnswer) -> CSVTable {
        records([(nil, stamped(search.places.map(JSONDocuments.searchedPlaceFields), search.freshness))], first: nil)
    }
}

extension LineValues {
    /// `search`'s: the best match.
    package static let search = ["place", "admin1", "country", "country_code", "latitude", "longitude", "timezone"]
    /// The default template of `search`.
    package static let searchTemplate = "{place}, {admin1}, {country_code} ({latitude}, {longitude})"

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
}
