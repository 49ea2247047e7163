internal import Domain

/// The query every Open-Meteo forecast request shares: where, in the place's local time, in which units.
enum OpenMeteoQuery {
    /// The query for a forecast at `place` asking for `products` (e.g. `daily=…` and `forecast_days=…`).
    static func forecast(at place: Place, asking products: QueryItem..., units: Units) -> [QueryItem] {
        let (latitude, longitude) = place.coordinate.queryValues
        return [QueryItem("latitude", latitude), QueryItem("longitude", longitude)] + products + [
            // The place's zone when known, else the zone at the coordinate: without it days and hours are UTC's.
            QueryItem("timezone", place.timeZoneIdentifier ?? "auto"),
            QueryItem("temperature_unit", OpenMeteoUnits.temperature(units).parameter),
            QueryItem("wind_speed_unit", OpenMeteoUnits.windSpeed(units).parameter),
            QueryItem("precipitation_unit", OpenMeteoUnits.precipitation(units).parameter),
        ]
    }
}

