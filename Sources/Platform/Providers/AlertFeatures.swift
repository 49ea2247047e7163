import FoundationEssentials
internal import Domain

/// The GeoJSON feature collection every alert service answers with: each of its `features` read into an alert.
enum AlertFeatures {
    /// The alerts of `body`'s features, each read by `alert`; none when there are no features.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type.
    static func alerts(in body: Data, _ alert: (JSONField) throws(JSONShapeError) -> WeatherAlert) throws -> [WeatherAlert] {
        try (JSONField.document(in: body)["features"].optionalArray() ?? []).map { feature throws(JSONShapeError) in try alert(feature) }
    }
}
