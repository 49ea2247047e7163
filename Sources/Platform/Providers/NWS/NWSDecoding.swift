import FoundationEssentials
package import Domain

/// The NWS's answer bodies read into Domain values exactly as a request's answer is read, visible across this
/// package so that the fuzz target exercises the real code without a network.
package enum NWSDecoding {
    /// A body read as a point and as a forecast; the forecast's periods made into days.
    package static func dailyForecast(from body: [UInt8], units: Units) throws -> [DailyForecast] {
        let data = Data(body)
        _ = try? NWSPointsTarget(baseURL: "https://api.weather.gov", coordinate: try Coordinate(latitude: 30, longitude: -85)).decode(data)
        let periods = try NWSForecastTarget(baseURL: "", units: units).decode(data)
        return NWSDailyAggregation(units: units).days(from: periods, count: periods.count)
    }

    /// A body read as the alerts for a point.
    package static func alerts(from body: [UInt8]) throws -> [WeatherAlert] {
        try NWSAlertsTarget(baseURL: "https://api.weather.gov", coordinate: try Coordinate(latitude: 36.18, longitude: -87.8)).decode(Data(body))
    }
}

extension NWSDecoding {
    /// The fuzzer's targets: each answer's decoder, seeded from its recordings.
    package static let fuzzTargets: [DecoderFuzzTarget] = [
        DecoderFuzzTarget("nws", seeds: ["nws/pynws-*.json"]) { try dailyForecast(from: $0, units: .metric) },
        DecoderFuzzTarget("nws-alerts", seeds: ["nws/*alerts*.json"]) { [try alerts(from: $0)] },
    ]
}
