import FoundationEssentials
internal import Domain

/// MET Norway's Nowcast 2.0, `GET /weatherapi/nowcast/2.0/complete?lat=&lon=`: the radar's precipitation for the
/// next two hours in 5-minute steps, in Norway, Sweden, Finland and Denmark. The terms are Locationforecast's: at
/// most four decimals (403 otherwise), and no request before the answer's `Expires` (3 minutes after it was made):
/// the rule that never asks before it, then revalidates with `If-Modified-Since`.
struct METNorwayNowcastTarget: RequestTarget {
    let baseURL: String
    let coordinate: Coordinate

    var method: HTTPMethod { .get }
    var path: String { "/weatherapi/nowcast/2.0/complete" }
    var queryItems: [QueryItem] { METNorwayQuery.point(coordinate) }
    /// Kept until the answer's `Expires`, whatever lifetime is configured: MET Norway's terms forbid asking sooner.
    var cacheRule: CacheRule { .alerts(honoursExpiry: true) }

    /// The radar's steps, or why there are none (see ``METNorwayNowcastMapper``).
    /// - Throws: ``JSONShapeError`` or ``ForecastError/badResponse(reason:)`` as ``METNorwayNowcastAnswer`` and
    ///   ``METNorwayNowcastMapper`` do.
    func decode(_ body: Data) throws -> NowcastOutcome {
        try METNorwayNowcastMapper.outcome(of: METNorwayNowcastAnswer(properties: JSONField.document(in: body)["properties"]))
    }
}
