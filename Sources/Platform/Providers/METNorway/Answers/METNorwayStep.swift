internal import Domain

/// One step of a Locationforecast answer's `properties.timeseries`: the instant values at `time` (UTC), and what
/// the following hour or six hours bring. Units are MET Norway's: °C, m/s, mm, %, hPa, degrees.
struct METNorwayStep: Sendable, Hashable {
    /// The step's time.
    let time: Instant
    let airTemperature: Double?
    let windSpeed: Double?
    let windFromDirection: Double?
    let relativeHumidity: Double?
    let cloudAreaFraction: Double?
    let airPressureAtSeaLevel: Double?
    /// The next hour's summary and amount; only in the hourly part of the series.
    let nextHour: Period?
    /// The next six hours' summary and amount; missing at the far end of the series.
    let nextSixHours: Period?

    /// What a `next_1_hours` or `next_6_hours` block says.
    struct Period: Sendable, Hashable {
        let symbolCode: String?
        let precipitationAmount: Double?
        let probabilityOfPrecipitation: Double?
    }
}

extension METNorwayStep {
    /// Reads one step.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type or a time that is not `YYYY-MM-DDTHH:MM:SSZ`.
    init(json: JSONField) throws(JSONShapeError) {
        time = try json["time"].metNorwayTime()
        let details = json["data"]["instant"]["details"]
        airTemperature = try details["air_temperature"].optionalNumber()
        windSpeed = try details["wind_speed"].optionalNumber()
        windFromDirection = try details["wind_from_direction"].optionalNumber()
        relativeHumidity = try details["relative_humidity"].optionalNumber()
        cloudAreaFraction = try details["cloud_area_fraction"].optionalNumber()
        airPressureAtSeaLevel = try details["air_pressure_at_sea_level"].optionalNumber()
        nextHour = try Period(json: json["data"]["next_1_hours"])
        nextSixHours = try Period(json: json["data"]["next_6_hours"])
    }
}

extension METNorwayStep.Period {
    /// The block, or `nil` when the step has none.
    init?(json: JSONField) throws(JSONShapeError) {
        guard !json.isAbsent else { return nil }
        symbolCode = try json["summary"]["symbol_code"].optionalString()
        precipitationAmount = try json["details"]["precipitation_amount"].optionalNumber()
        probabilityOfPrecipitation = try json["details"]["probability_of_precipitation"].optionalNumber()
    }
}
