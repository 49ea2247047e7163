import FoundationEssentials
internal import Domain

/// Where Open-Meteo's marine model has sea, for many points in one request: `GET /v1/marine` with comma-separated
/// `latitude` and `longitude` lists (four decimals each) and `current=wave_height,sea_surface_temperature`. Several
/// points answer a JSON array of the usual objects, in the order asked; one point answers the object itself. A point
/// whose cell is land answers `null` for every value.
struct OpenMeteoSeaCellsTarget: RequestTarget {
    /// The marine API's base URL.
    let baseURL: String
    /// The points asked, in order.
    let points: [Coordinate]

    /// A GET.
    var method: HTTPMethod { .get }
    /// The marine forecast's path.
    var path: String { "/v1/marine" }
    /// Every point's latitude and longitude, in order, and the values now that tell sea from land.
    var queryItems: [QueryItem] {
        let values = points.map(\.queryValues)
        return [
            QueryItem("latitude", values.map { $0.latitude }.joined(separator: ",")),
            QueryItem("longitude", values.map { $0.longitude }.joined(separator: ",")),
            QueryItem("current", OpenMeteoMarineVariable.names(OpenMeteoMarineVariable.seaMarkers)),
        ]
    }

    /// Each point's cell and its values now, as a series of one hour, in the order asked.
    /// - Throws: ``ServiceErrorBody`` for an error body; ``ForecastError/badResponse(reason:)`` for an answer of
    ///   another number of points than asked, or as ``OpenMeteoMarineMapper/now(from:)`` does; ``JSONShapeError``.
    func decode(_ body: Data) throws -> [MarineSeries] {
        let document = try JSONField.document(in: body)
        try OpenMeteoErrorBody.check(error: document["error"].optionalBool(), reason: document["reason"].optionalString())
        let answers: [JSONField]
        if case .array = document.value {
            answers = try document.optionalArray() ?? []
        } else {
            answers = [document]
        }
        guard answers.count == points.count else {
            throw ForecastError.badResponse(reason: "it answered \(answers.count) points for the \(points.count) asked")
        }
        return try answers.map { answer in
            try OpenMeteoErrorBody.check(error: answer["error"].optionalBool(), reason: answer["reason"].optionalString())
            return try OpenMeteoMarineMapper.now(from: answer)
        }
    }
}
