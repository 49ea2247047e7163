import Foundation

/// Answers like MET Norway's MetAlerts `current.json?lat=&lon=`: the recorded four warnings (in Norwegian, whatever
/// `lang` asks: no English answer was recorded) for points in Norway, every time moved so that the first warning
/// began an hour ago; an empty collection elsewhere. The same User-Agent and four-decimal terms as Locationforecast.
/// Made for the place (``StubAnswers/madeForThePlace``), every time moves by whole days instead, the fewest that make
/// the first warning end after now, so that its words' times of day ("Natt til torsdag") stay true; the times and
/// weekdays its texts name move with them (``METNorwayAlertTexts``), and the answer's `lastChange` is now.
struct METNorwayAlertsStub {
    let recorded: [UInt8]
    /// Which answers it gives.
    let answers: StubAnswers

    func reply(to request: StubRequest, now: Date) -> StubReply {
        guard let agent = request.headers["user-agent"], !agent.isEmpty, !agent.lowercased().hasPrefix("curl/") else {
            return .answer(status: 403, contentType: "text/plain", body: Array("403 Forbidden: requests must identify the application".utf8), gzip: false)
        }
        guard let latitude = request.query["lat"].flatMap(Double.init), let longitude = request.query["lon"].flatMap(Double.init) else {
            return .answer(status: 400, contentType: "text/plain", body: Array("lat and lon are required".utf8), gzip: false)
        }
        let empty = #"{"features":[],"lang":"en","lastChange":"\#(now.formatted(.iso8601))","type":"FeatureCollection"}"#
        guard (57.8...81).contains(latitude), (4...35).contains(longitude),
              var answer = try? JSONSerialization.jsonObject(with: Data(recorded)) as? [String: Any],
              let features = answer["features"] as? [[String: Any]],
              let first = (features.first?["when"] as? [String: Any])?["interval"] as? [String],
              let start = first.first.flatMap({ try? Date($0, strategy: .iso8601) }) else { return .json(empty) }
        let shift = answers == .madeForThePlace ? Self.wholeDays(until: first, now: now) : now.addingTimeInterval(-3600).timeIntervalSince(start)
        func moved(_ text: String) -> String {
            (try? Date(text, strategy: .iso8601)).map { $0.addingTimeInterval(shift).formatted(.iso8601) } ?? text
        }
        answer["features"] = features.map { feature in
            var feature = feature
            let interval = (feature["when"] as? [String: Any])?["interval"] as? [String]
            if var when = feature["when"] as? [String: Any], let interval {
                when["interval"] = interval.map(moved)
                feature["when"] = when
            }
            if answers == .madeForThePlace, let properties = feature["properties"] as? [String: Any] {
                let recordedEnd = interval?.last.flatMap { try? Date($0, strategy: .iso8601) }
                feature["properties"] = METNorwayAlertTexts(shift: shift).rewritten(properties, recordedEnd: recordedEnd)
            }
            return feature
        }
        if answers == .madeForThePlace { answer["lastChange"] = now.formatted(.iso8601) }
        return .withHeaders(
            ["Expires: \(METNorwayStub.httpDate(now.addingTimeInterval(600)))"],
            .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data(recorded)))
        )
    }

    /// The whole days, in seconds, that move the first warning's interval (`first`, ISO 8601 times) to end after `now`.
    private static func wholeDays(until first: [String], now: Date) -> TimeInterval {
        guard let end = first.last.flatMap({ try? Date($0, strategy: .iso8601) }) else { return 0 }
        return (floor(now.timeIntervalSince(end) / 86_400) + 1) * 86_400
    }
}

extension StubEndpoint {
    /// MET Norway's MetAlerts, `/weatherapi/metalerts/2.0/current.json`.
    public static let metNorwayAlerts = StubEndpoint("met-norway-alerts", path: "/weatherapi/metalerts/2.0/current.json") { call in
        METNorwayAlertsStub(recorded: call.fixtures.metNorwayAlerts, answers: call.answers).reply(to: call.request, now: call.now)
    }
}
