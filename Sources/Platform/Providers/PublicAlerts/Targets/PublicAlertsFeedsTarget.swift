import FoundationEssentials
internal import Domain

/// The public alert server's `POST /sources/area_status` with the form field `country_codes=de`: the alert feeds it
/// gathers for a country, each with its state. Asked once a day per country. (Its API notes say `GET
/// /source/area_status?country_codes=`; its code answers only this POST, with a 400 "wrong HTTP method" to a GET.)
struct PublicAlertsFeedsTarget: RequestTarget {
    /// How long the list is kept.
    static let lifetime: Duration = .seconds(86_400)

    let baseURL: String
    /// An ISO 3166-1 alpha-2 code.
    let countryCode: String

    var method: HTTPMethod { .postForm([QueryItem("country_codes", countryCode.lowercased())]) }
    var path: String { "/sources/area_status" }
    var queryItems: [QueryItem] { [] }
    var cacheRule: CacheRule { .fixed(lifetime: Self.lifetime) }

    /// - Throws: ``JSONShapeError`` for a value of the wrong type.
    func decode(_ body: Data) throws -> [AlertFeed] {
        try (JSONField.document(in: body)["results"].optionalArray() ?? []).map { result throws(JSONShapeError) in
            AlertFeed(
                name: try result["name"].optionalString() ?? "",
                countryCode: try result["authorityCountry"].optionalString()?.uppercased() ?? "",
                isOfficial: try result["source_is_official"].optionalBool() ?? false,
                isOperating: try result["cap_alert_feed_status"].optionalString()?.lowercased() == "operating",
                latestAlert: try result["latest_published_alert_datetime"].optionalString().flatMap(Instant.init(iso8601:))
            )
        }
    }
}
