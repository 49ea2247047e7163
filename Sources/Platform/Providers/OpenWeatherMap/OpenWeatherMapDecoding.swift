import FoundationEssentials
package import Domain

/// OpenWeatherMap's answer bodies read into Domain values exactly as a request's answer is read, visible across
/// this package so that the fuzz target exercises the real code without a network.
package enum OpenWeatherMapDecoding {
    /// A body read as every answer the provider reads: the free forecast made into days, the current weather,
    /// and the paid daily forecast. Each that reads returns its days; the ones that refuse the body are skipped.
    package static func dailyForecasts(from body: [UInt8], units: Units) throws -> [DailyForecast] {
        let query = OpenWeatherMapQuery(coordinate: try Coordinate(latitude: 0, longitude: 0), units: units, key: "fuzz")
        let data = Data(body)
        var days: [DailyForecast] = []
        if let (steps, offset) = try? OpenWeatherMapThreeHourTarget(baseURL: "", query: query).decode(data) {
            days += OpenWeatherMapDailyAggregation(units: units, utcOffsetSeconds: offset).days(from: steps, count: steps.count)
        }
        if let answer = try? OpenWeatherMapDailyTarget(baseURL: "", query: query, days: 16).decode(data) {
            days += answer.content
        }
        _ = try? OpenWeatherMapCurrentTarget(baseURL: "", query: query).decode(data)
        return days
    }
}

extension OpenWeatherMapDecoding {
    /// The fuzzer's target: the forecasts' decoders, seeded from their recordings.
    package static let fuzzTargets: [DecoderFuzzTarget] = [
        DecoderFuzzTarget("openweathermap", seeds: ["openweathermap/*.json"]) { try dailyForecasts(from: $0, units: .metric) },
    ]
}
