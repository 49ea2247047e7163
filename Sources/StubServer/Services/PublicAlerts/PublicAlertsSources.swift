import Foundation

/// Answers like the FOSS Public Alert Server's `POST /sources/area_status` (form field `country_codes`): the feeds the
/// stand-in "has" for each country asked, in the order asked; a country it has none for is not in the results. Its feeds: Germany's DWD
/// and MoWaS, Switzerland's Alertswiss and MeteoSwiss, and one each for Israel, Macao, Ireland, the US and Fiji, all
/// operating; and Italy's one feed, broken (`error`), so that a country whose only feed is broken is not covered.
struct PublicAlertsSources {
    /// One feed.
    struct Feed {
        /// Its country, ISO 3166-1 alpha-2 in lower case, as the aggregator writes `authorityCountry`.
        let country: String
        /// Its name.
        let name: String
        /// Its `cap_alert_feed_status`.
        var status = "operating"
    }

    /// The feeds.
    static let feeds = [
        Feed(country: "de", name: "DWD"), Feed(country: "de", name: "MoWaS (BBK)"),
        Feed(country: "ch", name: "Alertswiss"), Feed(country: "ch", name: "MeteoSwiss"),
        Feed(country: "il", name: "Israel Meteorological Service"), Feed(country: "mo", name: "SMG Macao"),
        Feed(country: "ie", name: "Met Éireann"), Feed(country: "us", name: "NWS"), Feed(country: "fj", name: "Fiji Meteorological Service"),
        Feed(country: "it", name: "MeteoAlarm Italy", status: "error"),
    ]

    /// The request, with the moment.
    let call: StubCall

    /// `{"results": […]}` for the countries of every `country_codes` field of a POST's form, repeated (as the
    /// aggregator's code reads them) or comma-separated; as the aggregator, 400 "wrong HTTP method" to anything but a
    /// POST, and 400 "invalid parameters" when no country is given or one is empty.
    func reply() -> StubReply {
        guard call.request.method == "POST" else { return PublicAlertsStub.text(400, "wrong HTTP method") }
        let values = StubRequest.formValues("country_codes", in: call.request.body)
        let countries = values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.lowercased() } }
        guard !countries.isEmpty, !countries.contains("") else { return PublicAlertsStub.text(400, "invalid parameters") }
        let published = call.now.addingTimeInterval(-3600).formatted(.iso8601)
        let results: [[String: Any]] = countries.flatMap { country in
            Self.feeds.filter { $0.country == country }.map { feed -> [String: Any] in
                [
                    "name": feed.name, "source_is_official": true, "cap_alert_feed_status": feed.status, "authorityCountry": feed.country,
                    "register_url": "https://alertingauthority.wmo.int/",
                    "latest_published_alert_datetime": feed.status == "operating" ? published as Any : NSNull(),
                ]
            }
        }
        return .json(Array((try? JSONSerialization.data(withJSONObject: ["results": results], options: [.sortedKeys])) ?? Data()))
    }
}

extension StubEndpoint {
    /// The FOSS Public Alert Server's feeds for countries, `POST /sources/area_status` (its code's path) and
    /// `/source/area_status` (the path its API notes give).
    public static let publicAlertsSources = StubEndpoint(
        "public-alerts-sources", path: "/sources/area_status", matches: { $0 == "/sources/area_status" || $0 == "/source/area_status" }
    ) { PublicAlertsSources(call: $0).reply() }
}
