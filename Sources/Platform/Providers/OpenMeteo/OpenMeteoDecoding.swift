import FoundationEssentials
package import Domain

/// Open-Meteo's answer bodies read into Domain values exactly as a request's answer is read (each through its
/// target's `decode`), visible across this package so that the decoding benchmark and the fuzz targets exercise
/// the real code without a network.
package enum OpenMeteoDecoding {
    /// Where the forecast targets are pointed; decoding does not depend on it.
    private static func somePlace() throws -> Place {
        Place(coordinate: try Coordinate(latitude: 0, longitude: 0))
    }

    /// Reads a body with the project's JSON reader, and nothing more.
    package static func jsonDocument(from body: [UInt8]) throws {
        _ = try JSONField.document(in: body)
    }

    /// A `/v1/search` answer's places.
    package static func places(from body: [UInt8]) throws -> [Place] {
        try OpenMeteoGeocodingTarget(baseURL: "", name: "", countryCode: nil, count: 10, language: "en").decode(Data(body))
    }

    /// A `/v1/forecast` answer's daily series.
    package static func dailyForecast(from body: [UInt8], units: Units) throws -> ForecastAnswer<[DailyForecast]> {
        try OpenMeteoDailyTarget(baseURL: "", place: try somePlace(), days: 16, units: units).decode(Data(body))
    }

    /// A `/v1/forecast` answer's hours.
    package static func hourlyForecast(from body: [UInt8], units: Units) throws -> ForecastAnswer<[HourlyForecast]> {
        try OpenMeteoHourlyTarget(baseURL: "", place: try somePlace(), hours: 384, units: units).decode(Data(body))
    }

    /// A `/v1/forecast` answer's current conditions.
    package static func currentConditions(from body: [UInt8], units: Units) throws -> ForecastAnswer<CurrentConditions> {
        try OpenMeteoCurrentTarget(baseURL: "", place: try somePlace(), units: units).decode(Data(body))
    }

    /// A `/v1/air-quality` answer's air now and hours.
    package static func airQuality(from body: [UInt8]) throws -> ForecastAnswer<AirQualityForecast> {
        try OpenMeteoAirQualityTarget(baseURL: "", place: try somePlace(), hours: OpenMeteoAirQualityRepository.maximumHours).decode(Data(body))
    }

    /// A `/v1/ensemble` answer's members, read as the model `model`'s.
    package static func ensemble(from body: [UInt8], model: String) throws -> ForecastAnswer<EnsembleForecast> {
        try OpenMeteoEnsembleTarget(baseURL: "", place: try somePlace(), model: model, days: 35, units: .metric).decode(Data(body))
    }

    /// A 30-year `/v1/archive` answer of daily highs and lows, read into the normals it gives.
    package static func normals(from body: [UInt8], units: Units) throws -> ForecastAnswer<ClimateNormals> {
        try OpenMeteoNormalsTarget(baseURL: "", place: try somePlace(), units: units).decode(Data(body))
    }

    /// A `/v1/forecast` answer's `minutely_15` precipitation, as a nowcast made by `method`.
    package static func nowcast(from body: [UInt8], method: NowcastMethod) throws -> ForecastAnswer<NowcastOutcome> {
        try OpenMeteoNowcastTarget(baseURL: "", place: try somePlace(), minutes: 120, nowcastMethod: method).decode(Data(body))
    }

    /// A `/v1/marine` answer's hours and the model's cell.
    package static func marine(from body: [UInt8]) throws -> ForecastAnswer<MarineSeries> {
        try OpenMeteoMarineTarget(baseURL: "", point: try somePlace().coordinate, days: 16).decode(Data(body))
    }

    /// A `/v1/marine` answer to `points` points' current values (an array, or the object one point answers): each
    /// point's cell and its values now, as a series of one hour.
    package static func seaCells(from body: [UInt8], points: Int) throws -> [MarineSeries] {
        try OpenMeteoSeaCellsTarget(baseURL: "", points: Array(repeating: try somePlace().coordinate, count: points)).decode(Data(body))
    }
}

extension OpenMeteoDecoding {
    /// The fuzzer's targets: each answer's decoder, seeded from its recordings.
    package static let fuzzTargets: [DecoderFuzzTarget] = [
        DecoderFuzzTarget("open-meteo-geocoding", seeds: ["open-meteo/*search*.json", "open-meteo/*geocoding*.json"]) { try places(from: $0) },
        DecoderFuzzTarget("open-meteo-daily", seeds: ["open-meteo/*forecast*.json"]) { bytes in
            try dailyForecast(from: bytes, units: .metric).content + dailyForecast(from: bytes, units: .imperial).content
        },
        DecoderFuzzTarget("open-meteo-hourly", seeds: ["open-meteo/*forecast*.json"]) { try hourlyForecast(from: $0, units: .metric).content },
        DecoderFuzzTarget("open-meteo-current", seeds: ["open-meteo/*forecast*.json"]) { [try currentConditions(from: $0, units: .metric).content] },
        DecoderFuzzTarget("open-meteo-air-quality", seeds: ["open-meteo/*air-quality*.json"]) { bytes in
            let air = try airQuality(from: bytes).content
            return (air.current.map { [$0] } ?? []) + air.hours
        },
        DecoderFuzzTarget("open-meteo-ensemble", seeds: ["open-meteo/*ensemble*.json"]) { [try ensemble(from: $0, model: "gfs025").content] },
        DecoderFuzzTarget("open-meteo-normals", seeds: ["open-meteo/*archive*.json"]) { [try normals(from: $0, units: .metric).content] },
        DecoderFuzzTarget("open-meteo-nowcast", seeds: ["open-meteo/*minutely*.json"]) { [try nowcast(from: $0, method: .model).content] },
        DecoderFuzzTarget("open-meteo-marine", seeds: ["open-meteo/*marine*.json"]) { [try marine(from: $0).content] },
        DecoderFuzzTarget("open-meteo-sea-cells", seeds: ["open-meteo/*marine*.json"]) { try seaCells(from: $0, points: 1) },
    ]
}
