import Foundation
internal import Domain

/// Open-Meteo's place search, `GET /v1/search`: places whose name matches, most relevant first.
struct OpenMeteoGeocodingTarget: RequestTarget {
    /// The most results the service returns for one search.
    static let maximumCount = 100

    let baseURL: String
    let name: String
    let count: Int
    let language: String

    var method: HTTPMethod { .get }
    var path: String { "/v1/search" }
    var queryItems: [QueryItem] {
        [
            QueryItem("name", name),
            QueryItem("count", String(min(max(count, 1), Self.maximumCount))),
            QueryItem("language", language),
            QueryItem("format", "json"),
        ]
    }

    /// The places found; empty when the answer has no `results` key, which is how the service says "no match".
    /// - Throws: ``OpenMeteoErrorBody`` for an error body, `DecodingError` or ``ForecastError`` for a broken answer.
    func decode(_ body: Data) throws -> [Place] {
        let response = try JSONDecoder().decode(OpenMeteoSearchResponse.self, from: body)
        try OpenMeteoErrorBody.check(error: response.error, reason: response.reason)
        return try (response.results ?? []).enumerated().map { index, result in
            try result.place(at: index)
        }
    }
}

/// The body of a `/v1/search` answer; every field but the name and coordinate may be missing.
struct OpenMeteoSearchResponse: Decodable {
    let results: [Result]?
    let error: Bool?
    let reason: String?

    struct Result: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let countryCode: String?
        let country: String?
        let admin1: String?
        let timezone: String?
        let population: Int?

        enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, country, admin1, timezone, population
            case countryCode = "country_code"
        }

        /// The result as a place.
        /// - Throws: ``ForecastError/badResponse(reason:)`` when its coordinate is out of range.
        func place(at index: Int) throws(ForecastError) -> Place {
            let coordinate: Coordinate
            do {
                coordinate = try Coordinate(latitude: latitude, longitude: longitude)
            } catch {
                throw .badResponse(reason: "results[\(index)] has an impossible coordinate (\(latitude), \(longitude))")
            }
            return Place(
                name: name, region: admin1, country: country, countryCode: countryCode,
                coordinate: coordinate, timeZoneIdentifier: timezone, population: population
            )
        }
    }
}
