import Foundation

/// Answers like the NWS's `/alerts/active?point=LAT,LON`: the recorded Wind Advisory (NWS Nashville) for points in
/// Tennessee and Kentucky, moved to now (onset an hour ago, ends in six hours, the message expiring in one, in place
/// of the recording's placeholders), and the recorded empty answer for any other point. Made for the place
/// (``StubAnswers/madeForThePlace``), it lasts until the next morning and its texts name its times, on the place's
/// clock (``NWSAlertTexts``).
struct NWSAlertsStub {
    let windAdvisory: [UInt8]
    let none: [UInt8]
    /// Which answers it gives.
    let answers: StubAnswers

    /// Where the advisory is served: roughly Tennessee and Kentucky (Nashville, London KY).
    static let advisoryArea = (latitudes: 34.9...39.2, longitudes: -90.4 ... -81.6)

    func reply(to request: StubRequest, now: Date) -> StubReply {
        guard let agent = request.headers["user-agent"], !agent.isEmpty else {
            return .answer(status: 403, contentType: "application/problem+json", body: Array(#"{"title":"Forbidden","status":403,"detail":"A User-Agent is required"}"#.utf8), gzip: false)
        }
        let point = (request.query["point"] ?? "").split(separator: ",").compactMap { Double($0) }
        guard point.count == 2 else {
            return .answer(status: 400, contentType: "application/problem+json", body: Array(#"{"title":"Bad Request","status":400,"detail":"Parameter \"point\" is invalid"}"#.utf8), gzip: false)
        }
        guard Self.advisoryArea.latitudes.contains(point[0]), Self.advisoryArea.longitudes.contains(point[1]),
              var answer = try? JSONSerialization.jsonObject(with: Data(windAdvisory)) as? [String: Any],
              var features = answer["features"] as? [[String: Any]] else { return .json(none) }
        features = features.map { feature in
            var feature = feature
            var properties = feature["properties"] as? [String: Any] ?? [:]
            properties["onset"] = NWSStub.text(now.addingTimeInterval(-3600), .gmt)
            properties["ends"] = NWSStub.text(now.addingTimeInterval(6 * 3600), .gmt)
            properties["expires"] = NWSStub.text(now.addingTimeInterval(3600), .gmt)
            if answers == .madeForThePlace {
                let zone = USTimeZone.zone(latitude: point[0], longitude: point[1])
                properties = NWSAlertTexts(now: now, zone: zone).rewritten(properties)
            }
            feature["properties"] = properties
            return feature
        }
        answer["features"] = features
        return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data(none)))
    }
}

extension StubEndpoint {
    /// The NWS's alerts for a point, `/alerts/active`.
    public static let nwsAlerts = StubEndpoint("nws-alerts", path: "/alerts/active") { call in
        NWSAlertsStub(windAdvisory: call.fixtures.nwsWindAdvisory, none: call.fixtures.nwsNoAlerts, answers: call.answers).reply(to: call.request, now: call.now)
    }
}
