import FoundationEssentials
package import Domain

/// MET Norway's answer bodies read into Domain values exactly as a request's answer is read, visible across this
/// package so that the fuzz target exercises the real code without a network.
package enum METNorwayDecoding {
    /// A Locationforecast answer's days in UTC dates, by the documented rule.
    package static func dailyForecast(from body: [UInt8], units: Units) throws -> [DailyForecast] {
        let target = METNorwayLocationforecastTarget(
            baseURL: "", coordinate: try Coordinate(latitude: 0, longitude: 0), elevation: nil
        )
        let steps = try target.decode(Data(body))
        return METNorwayDailyAggregation(utcOffset: { _ in 0 }, units: units).days(from: steps, count: steps.count)
    }

    /// A MetAlerts answer's warnings.
    package static func alerts(from body: [UInt8]) throws -> [WeatherAlert] {
        try METNorwayAlertsTarget(baseURL: "", coordinate: try Coordinate(latitude: 70, longitude: 31)).decode(Data(body))
    }

    /// A Nowcast 2.0 answer's outcome: the radar's steps, or why there are none.
    package static func nowcast(from body: [UInt8]) throws -> NowcastOutcome {
        try METNorwayNowcastTarget(baseURL: "", coordinate: try Coordinate(latitude: 60, longitude: 10)).decode(Data(body))
    }
}

extension METNorwayDecoding {
    /// The fuzzer's targets: each answer's decoder, seeded from its recordings.
    package static let fuzzTargets: [DecoderFuzzTarget] = [
        DecoderFuzzTarget("met-norway", seeds: ["met-norway/metno-*.json"]) { try dailyForecast(from: $0, units: .imperial) },
        DecoderFuzzTarget("met-norway-alerts", seeds: ["met-norway/*metalerts*.json"]) { [try alerts(from: $0)] },
        DecoderFuzzTarget("met-norway-nowcast", seeds: ["met-norway/*nowcast*.json"]) { [try nowcast(from: $0)] },
    ]
}
