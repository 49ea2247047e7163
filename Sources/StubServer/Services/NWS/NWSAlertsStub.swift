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
    /// The warning's stage: the advisory, a severe warning in its place, that warning updated, or none.
    var stage = StubStory.WarningStage.advisory

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
        guard stage != .none, Self.advisoryArea.latitudes.contains(point[0]), Self.advisoryArea.longitudes.contains(point[1]),
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
            properties = Self.staged(properties, stage)
            feature["properties"] = properties
            return feature
        }
        answer["features"] = features
        return .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data(none)))
    }
}

extension NWSAlertsStub {
    /// The advisory's properties at `stage`: the NWS upgrades an advisory to a warning, and updates a warning, under a
    /// new id each time, the earlier one leaving the active list; the update ends three hours later.
    static func staged(_ advisory: [String: Any], _ stage: StubStory.WarningStage) -> [String: Any] {
        guard stage == .severe || stage == .severeUpdated else { return advisory }
        var warning = advisory
        let id = (advisory["id"] as? String ?? "urn:oid:stub") + (stage == .severe ? ".severe" : ".severe.2")
        warning["id"] = id
        warning["@id"] = "https://api.weather.gov/alerts/" + id
        warning["event"] = "High Wind Warning"
        warning["severity"] = "Severe"
        warning["headline"] = stage == .severe
            ? "High Wind Warning issued by NWS Nashville TN: gusts up to 60 mph"
            : "High Wind Warning updated by NWS Nashville TN: gusts up to 65 mph, lasting into the evening"
        if stage == .severeUpdated, let ends = (advisory["ends"] as? String).flatMap({ try? Date($0, strategy: .iso8601) }) {
            warning["ends"] = NWSStub.text(ends.addingTimeInterval(3 * 3600), .gmt)
        }
        return warning
    }
}

extension StubEndpoint {
    /// The NWS's alerts for a point, `/alerts/active`.
    public static let nwsAlerts = StubEndpoint("nws-alerts", path: "/alerts/active") { call in
        NWSAlertsStub(windAdvisory: call.fixtures.nwsWindAdvisory, none: call.fixtures.nwsNoAlerts, answers: call.answers, stage: call.story.warning).reply(to: call.request, now: call.now)
    }
}
