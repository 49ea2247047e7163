import Foundation

/// Answers like MET Norway's Nowcast 2.0 `complete?lat=&lon=`, in both modes: the recorded Oslo answer's shape
/// (its first step's instant values and `next_1_hours`, then only `precipitation_rate`) around now. `updated_at` is
/// the start of the minute before the current one (one to two minutes ago), the 23 steps of 5 minutes start at the
/// first 5-minute mark after it, and the rates follow ``NowcastStory`` (rain at Bergen, `no coverage` at Tromsø, dry
/// elsewhere in the Nordic area, 404 outside it). The terms are Locationforecast's (``METNorwayStub/refusal(of:)``);
/// like the real service it says `Last-Modified` (the `updated_at`) and `Expires` (3 minutes from now), and answers
/// 304 to an `If-Modified-Since` that is not older.
struct METNorwayNowcastStub {
    /// The steps of every answer, as recorded.
    static let stepCount = 23
    /// The seconds between steps.
    static let stepSeconds = 300.0

    /// The recorded Oslo answer, the shape every answer takes.
    let recorded: [UInt8]

    /// What the weather does where tests change it.
    var story = StubStory()

    /// The step Bergen's rain starts at, the first step at `start`: the story's 4th, the first `minutes` from now or
    /// later, or none.
    static func firstRainStep(_ rain: StubStory.RadarRain, firstStepAt start: Double, now: Date) -> Int? {
        switch rain {
        case .fourthStep: return NowcastStory.bergenFirstRainStep
        case .never: return nil
        case .inMinutes(let minutes):
            return max(0, Int(((now.timeIntervalSince1970 + Double(minutes * 60) - start) / stepSeconds).rounded(.up)))
        }
    }

    /// Answers `request` as the service would at `now`.
    func reply(to request: StubRequest, now: Date) -> StubReply {
        if let refusal = METNorwayStub.refusal(of: request) { return refusal }
        let (latitude, longitude) = METNorwayStub.coordinate(of: request) ?? (0, 0)
        guard NowcastStory.isNordic(latitude: latitude, longitude: longitude) else {
            return .answer(status: 404, contentType: "text/plain", body: Array("404 Not Found: outside the nowcast's area".utf8), gzip: false)
        }
        let updated = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 60).rounded(.down) * 60 - 60)
        let freshness = ["Last-Modified: \(METNorwayStub.httpDate(updated))", "Expires: \(METNorwayStub.httpDate(now.addingTimeInterval(180)))"]
        if let since = request.headers["if-modified-since"].flatMap(METNorwayStub.parseHTTPDate), since >= updated {
            return .withHeaders(freshness, .answer(status: 304, contentType: "application/json", body: [], gzip: false))
        }
        guard var answer = try? JSONSerialization.jsonObject(with: Data(recorded)) as? [String: Any],
              var properties = answer["properties"] as? [String: Any], var meta = properties["meta"] as? [String: Any],
              let steps = properties["timeseries"] as? [[String: Any]], let first = steps.first else { return .json(recorded) }
        let covered = !NowcastStory.isNear(NowcastStory.tromso, latitude: latitude, longitude: longitude)
        meta["updated_at"] = METNorwayStub.text(updated)
        meta["radar_coverage"] = covered ? "ok" : "no coverage"
        let start = ((updated.timeIntervalSince1970 / Self.stepSeconds).rounded(.down) + 1) * Self.stepSeconds
        properties["meta"] = meta
        let firstRain = Self.firstRainStep(story.radarRain, firstStepAt: start, now: now)
        properties["timeseries"] = (0..<Self.stepCount).map { index in
            Self.step(
                from: index == 0 ? first : ["data": ["instant": ["details": [:]]]],
                at: Date(timeIntervalSince1970: start + Double(index) * Self.stepSeconds),
                rate: covered ? NowcastStory.radarRate(step: index, latitude: latitude, longitude: longitude, firstRain: firstRain) : nil
            )
        }
        answer["properties"] = properties
        answer["geometry"] = ["type": "Point", "coordinates": [longitude, latitude, 10]]
        return .withHeaders(freshness, .json(Array((try? JSONSerialization.data(withJSONObject: answer)) ?? Data(recorded))))
    }

    /// `template` at `date` with the rate (none where the radar does not cover the place, as the data model says).
    private static func step(from template: [String: Any], at date: Date, rate: Double?) -> [String: Any] {
        var step = template
        var data = step["data"] as? [String: Any] ?? [:]
        var instant = data["instant"] as? [String: Any] ?? [:]
        var details = instant["details"] as? [String: Any] ?? [:]
        if let rate { details["precipitation_rate"] = rate } else { details.removeValue(forKey: "precipitation_rate") }
        instant["details"] = details
        data["instant"] = instant
        step["data"] = data
        step["time"] = METNorwayStub.text(date)
        return step
    }
}

extension StubEndpoint {
    /// MET Norway's radar nowcast, `/weatherapi/nowcast/2.0/complete`.
    public static let metNorwayNowcast = StubEndpoint("met-norway-nowcast", path: "/weatherapi/nowcast/2.0/complete") { call in
        METNorwayNowcastStub(recorded: call.fixtures.metNorwayNowcast, story: call.story).reply(to: call.request, now: call.now)
    }
}
