import FoundationEssentials
internal import Domain

/// What every OpenWeatherMap request sends: the point (four decimals), the units, and the key.
struct OpenWeatherMapQuery: Sendable {
    let coordinate: Coordinate
    let units: Units
    let key: String

    var items: [QueryItem] {
        let (latitude, longitude) = coordinate.queryValues
        return [QueryItem("lat", latitude), QueryItem("lon", longitude), QueryItem("units", OpenWeatherMapUnits(units: units).system), QueryItem("appid", key)]
    }
}

/// An OpenWeatherMap answer's envelope: `cod` (a number in some bodies, text in others) and the place's UTC offset.
enum OpenWeatherMapAnswer {
    /// `cod`, read as a number whether it came as one or as text; `nil` when absent.
    static func code(in document: JSONField) throws(JSONShapeError) -> Int? {
        if case .string(let text)? = document["cod"].value {
            guard let code = Int(text) else { throw JSONShapeError(path: "cod", problem: "expected a status code, found \"\(text)\"") }
            return code
        }
        return try document["cod"].optionalInteger()
    }

    /// A UTC offset in seconds, which must lie within ±18 h; 0 when the answer has none (answers from before 2016
    /// lack it; their daily `dt` sits near local noon, so the UTC date is still the place's).
    static func utcOffset(_ field: JSONField) throws(JSONShapeError) -> Int {
        let offset = try field.optionalInteger() ?? 0
        guard abs(offset) <= 18 * 3600 else {
            throw JSONShapeError(path: field.path, problem: "expected a UTC offset in seconds, within ±18 h")
        }
        return offset
    }

    /// The document, once its `cod` says success.
    /// - Throws: ``ServiceErrorBody`` when `cod` is not 200, with the service's `message`.
    static func document(in body: Data) throws -> JSONField {
        let document = try JSONField.document(in: body)
        if let code = try code(in: document), code != 200 {
            throw ServiceErrorBody(reason: try document["message"].optionalString())
        }
        return document
    }
}

/// The free plan's forecast, `GET /data/2.5/forecast`: five days in 3-hour steps, and the place's UTC offset.
struct OpenWeatherMapForecastTarget: RequestTarget {
    let baseURL: String
    let query: OpenWeatherMapQuery

    var method: HTTPMethod { .get }
    var path: String { "/data/2.5/forecast" }
    var queryItems: [QueryItem] { query.items }

    func decode(_ body: Data) throws -> (steps: [OpenWeatherMapStep], utcOffsetSeconds: Int) {
        let document = try OpenWeatherMapAnswer.document(in: body)
        let steps = try (document["list"].optionalArray() ?? []).map { item throws(JSONShapeError) in try OpenWeatherMapStep(json: item) }
        guard !steps.isEmpty else { throw ForecastError.badResponse(reason: "the answer has no forecast steps") }
        return (steps, try OpenWeatherMapAnswer.utcOffset(document["city"]["timezone"]))
    }
}

/// The current weather, `GET /data/2.5/weather`.
struct OpenWeatherMapCurrentTarget: RequestTarget {
    let baseURL: String
    let query: OpenWeatherMapQuery

    var method: HTTPMethod { .get }
    var path: String { "/data/2.5/weather" }
    var queryItems: [QueryItem] { query.items }

    func decode(_ body: Data) throws -> (step: OpenWeatherMapStep, utcOffsetSeconds: Int) {
        let document = try OpenWeatherMapAnswer.document(in: body)
        return (try OpenWeatherMapStep(json: document), try OpenWeatherMapAnswer.utcOffset(document["timezone"]))
    }
}

/// The paid plans' daily forecast, `GET /data/2.5/forecast/daily?cnt=N`: up to 16 days, one item a day.
struct OpenWeatherMapDailyTarget: RequestTarget {
    let baseURL: String
    let query: OpenWeatherMapQuery
    let days: Int

    var method: HTTPMethod { .get }
    var path: String { "/data/2.5/forecast/daily" }
    var queryItems: [QueryItem] { query.items + [QueryItem("cnt", String(days))] }

    func decode(_ body: Data) throws -> ForecastAnswer<[DailyForecast]> {
        let document = try OpenWeatherMapAnswer.document(in: body)
        let offset = try OpenWeatherMapAnswer.utcOffset(document["city"]["timezone"])
        let mapper = OpenWeatherMapDailyMapper(units: query.units, utcOffsetSeconds: offset)
        let days = try (document["list"].optionalArray() ?? []).map { item in try mapper.day(from: item) }
        return ForecastAnswer(days, timeZoneIdentifier: nil, utcOffsetSeconds: offset)
    }
}
