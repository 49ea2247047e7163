package import Domain

/// Open-Meteo's answer bodies read into Domain values, visible across this package so the decoding benchmarks can
/// time exactly what a request's decoding does, without a network.
package enum OpenMeteoDecoding {
    /// A `/v1/forecast` answer's daily series, as ``OpenMeteoForecastTarget`` reads it.
    package static func dailyForecast(from body: [UInt8], units: Units) throws -> ForecastAnswer<[DailyForecast]> {
        let answer = try OpenMeteoForecastResponse(json: JSONField.document(in: body))
        return try OpenMeteoDailyMapper(units: units).series(from: answer)
    }

    /// A `/v1/forecast` answer's hours.
    package static func hourlyForecast(from body: [UInt8]) throws -> [HourlyForecast] {
        try OpenMeteoHourlyMapper().hours(from: JSONField.document(in: body))
    }
}
