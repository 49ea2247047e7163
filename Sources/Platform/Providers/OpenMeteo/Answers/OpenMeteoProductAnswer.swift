import FoundationEssentials
internal import Domain

/// Reading an Open-Meteo answer that carries one hourly or current product.
enum OpenMeteoProductAnswer {
    /// The content `read` finds in the answer, with the zone and UTC offset the answer gives.
    /// - Parameters:
    ///   - block: The product's key, `hourly` or `current`; its `…_units` labels must be the units asked for.
    /// - Throws: ``ServiceErrorBody`` for an error body, ``ForecastError/badResponse(reason:)`` for units other
    ///   than asked, or what `read` throws.
    static func decode<Content>(
        _ body: Data, block: String, units: Units, read: (JSONField) throws -> Content
    ) throws -> ForecastAnswer<Content> {
        let answer = try JSONField.document(in: body)
        try OpenMeteoErrorBody.check(error: answer["error"].optionalBool(), reason: answer["reason"].optionalString())
        try OpenMeteoUnits.check(answer["\(block)_units"].optionalStringMap(), block: block, units: units)
        return ForecastAnswer(
            try read(answer),
            timeZoneIdentifier: try answer["timezone"].optionalString(),
            utcOffsetSeconds: try answer["utc_offset_seconds"].optionalInteger()
        )
    }
}
