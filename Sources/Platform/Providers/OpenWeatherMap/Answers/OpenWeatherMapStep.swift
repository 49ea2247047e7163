internal import Domain

/// One item of OpenWeatherMap's 3-hour forecast (`list[]` of `/data/2.5/forecast`), or its current weather
/// (`/data/2.5/weather`), which has the same fields. Temperatures in the units asked for; wind in m/s (metric) or
/// mph (imperial); precipitation in mm over the step; `pop` a fraction.
struct OpenWeatherMapStep: Sendable, Hashable {
    let time: Instant
    let temperature: Double?
    let feelsLike: Double?
    let temperatureMin: Double?
    let temperatureMax: Double?
    let humidity: Double?
    let pressure: Double?
    let conditionID: Int?
    let cloudCover: Double?
    let windSpeed: Double?
    let windDirection: Double?
    let windGust: Double?
    let chanceOfPrecipitation: Double?
    /// Rain and snow together, in mm: `rain.3h` + `snow.3h` (or `1h` for the current weather); `nil` when neither.
    let precipitation: Double?

    /// Reads one item.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type or a missing `dt`.
    init(json: JSONField) throws(JSONShapeError) {
        guard let seconds = try json["dt"].optionalInteger() else {
            throw JSONShapeError(path: json["dt"].path, problem: "missing")
        }
        time = Instant(secondsSince1970: Double(seconds))
        let main = json["main"]
        temperature = try main["temp"].optionalNumber()
        feelsLike = try main["feels_like"].optionalNumber()
        temperatureMin = try main["temp_min"].optionalNumber()
        temperatureMax = try main["temp_max"].optionalNumber()
        humidity = try main["humidity"].optionalNumber()
        pressure = try main["pressure"].optionalNumber()
        conditionID = try json["weather"].optionalArray()?.first?["id"].optionalInteger()
        cloudCover = try json["clouds"]["all"].optionalNumber()
        windSpeed = try json["wind"]["speed"].optionalNumber()
        windDirection = try json["wind"]["deg"].optionalNumber()
        windGust = try json["wind"]["gust"].optionalNumber()
        chanceOfPrecipitation = try json["pop"].optionalNumber()
        var amounts: [Double] = []
        for kind in ["rain", "snow"] {
            for period in ["3h", "1h"] {
                if let amount = try json[kind][period].optionalNumber() { amounts.append(amount) }
            }
        }
        precipitation = amounts.isEmpty ? nil : amounts.reduce(0, +)
    }
}
