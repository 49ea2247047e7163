import FoundationEssentials
package import Domain

/// The public alert server's answer bodies read into Domain values exactly as a request's answer is read, visible
/// across this package so that the fuzz targets exercise the real code without a network.
package enum PublicAlertsDecoding {
    /// A body read as a CAP document, then as the warnings it holds at its first area's first polygon's
    /// first point (or at 0° 0°), in each of `languages` (the fuzzer's: English and German).
    package static func warnings(from body: [UInt8], languages: [String] = ["en", "de"]) throws -> [WeatherAlert] {
        let document = try PublicAlertsDocumentTarget(baseURL: "https://alerts.kde.org", id: "fuzz").decode(Data(body))
        let ring = document.infos.first?.areas.first?.polygons.first?.ring ?? []
        let point = try ring.first ?? Coordinate(latitude: 0, longitude: 0)
        return languages.flatMap { CAPAlertMapping.alerts(in: document, at: point, language: $0) }
    }

    /// A body read as the ids of an area (which must each be a safe path segment) and as the feeds of a country.
    package static func feeds(from body: [UInt8]) throws -> [AlertFeed] {
        let box = CoordinateBox(latitudes: 51...52, longitudes: 9...10)
        let ids = (try? PublicAlertsAreaTarget(baseURL: "https://alerts.kde.org", box: box).decode(Data(body))) ?? []
        precondition(ids.allSatisfy(PublicAlertsAreaTarget.isPathSafe), "an id that is not a safe path segment")
        return try PublicAlertsFeedsTarget(baseURL: "https://alerts.kde.org", countryCode: "DE").decode(Data(body))
    }
}

extension PublicAlertsDecoding {
    /// The fuzzer's targets: the CAP reader with its mapping, and the JSON listings, seeded from the recordings.
    package static let fuzzTargets: [DecoderFuzzTarget] = [
        // The four small recordings: the 0.4 and 1.6 MB ones would slow every mutation down.
        DecoderFuzzTarget("cap", seeds: ["public-alerts/alertswiss-*.xml", "public-alerts/il-*.xml", "public-alerts/ie-*.xml", "public-alerts/mo-*.xml"]) {
            [try warnings(from: $0)]
        },
        // No listing was recorded: its seeds are in Fuzz/Seeds/public-alerts-listings, written from the API's description.
        DecoderFuzzTarget("public-alerts-listings", seeds: []) { try feeds(from: $0) },
    ]
}
