import FoundationEssentials
internal import Domain

/// Open-Meteo's place search, `GET /v1/search`: places whose name matches, most relevant first.
struct OpenMeteoGeocodingTarget: RequestTarget {
    /// The most results the service returns for one search.
    static let maximumCount = 100

    let baseURL: String
    let name: String
    /// The ISO 3166-1 alpha-2 code results must be in, or `nil` for anywhere.
    let countryCode: String?
    let count: Int
    let language: String

    var method: HTTPMethod { .get }
    var path: String { "/v1/search" }
    var cacheRule: CacheRule { .placeLookup }
    var queryItems: [QueryItem] {
        [
            QueryItem("name", name),
            QueryItem("count", String(min(max(count, 1), Self.maximumCount))),
            QueryItem("language", language),
            QueryItem("format", "json"),
        ] + (countryCode.map { [QueryItem("countryCode", $0)] } ?? [])
    }

    /// The places found; empty when the answer has no `results` key, which is how the service says "no match".
    /// - Throws: ``ServiceErrorBody`` for an error body, ``JSONShapeError`` or ``ForecastError`` for a broken answer.
    func decode(_ body: Data) throws -> [Place] {
        let response = try OpenMeteoSearchResponse(json: JSONField.document(in: body))
        try OpenMeteoErrorBody.check(error: response.error, reason: response.reason)
        return try (response.results ?? []).enumerated().map { index, result in
            try result.place(at: index)
        }
    }
}

/// The body of a `/v1/search` answer; every field but the name and coordinate may be missing.
struct OpenMeteoSearchResponse {
    let results: [Result]?
    let error: Bool?
    let reason: String?

    /// Reads the answer.
    /// - Throws: ``JSONShapeError`` naming the first value that is not what the service sends.
    init(json: JSONField) throws(JSONShapeError) {
        results = try json["results"].optionalArray()?.map { item throws(JSONShapeError) in try Result(json: item) }
        error = try json["error"].optionalBool()
        reason = try json["reason"].optionalString()
    }

    struct Result {
        /// Heights a place on Earth can have, in metres: the Dead Sea shore to Everest's summit, with room.
        static let possibleElevations: ClosedRange<Double> = -500...9000

        let name: String
        let latitude: Double
        let longitude: Double
        let countryCode: String?
        let country: String?
        let admin1: String?
        let admin2: String?
        let elevation: Double?
        let timezone: String?
        let population: Int?

        init(json: JSONField) throws(JSONShapeError) {
            name = try json["name"].string()
            latitude = try json["latitude"].number()
            longitude = try json["longitude"].number()
            countryCode = try json["country_code"].optionalString()
            country = try json["country"].optionalString()
            admin1 = try json["admin1"].optionalString()
            admin2 = try json["admin2"].optionalString()
            elevation = try json["elevation"].optionalNumber()
            timezone = try json["timezone"].optionalString()
            population = try json["population"].optionalInteger()
        }

        /// The result as a place.
        /// - Throws: ``ForecastError/badResponse(reason:)`` when its coordinate, elevation or population is impossible.
        func place(at index: Int) throws(ForecastError) -> Place {
            let coordinate: Coordinate
            do {
                coordinate = try Coordinate(latitude: latitude, longitude: longitude)
            } catch {
                throw .badResponse(reason: "results[\(index)] has an impossible coordinate (\(latitude), \(longitude))")
            }
            if let elevation, !Self.possibleElevations.contains(elevation) {
                throw .badResponse(reason: "results[\(index)] has an impossible elevation (\(elevation) m)")
            }
            if let population, population < 0 {
                throw .badResponse(reason: "results[\(index)] has a negative population (\(population))")
            }
            return Place(
                name: name, region: admin1, subregion: admin2, country: country, countryCode: countryCode,
                coordinate: coordinate, elevation: elevation, timeZoneIdentifier: timezone, population: population
            )
        }
    }
}
