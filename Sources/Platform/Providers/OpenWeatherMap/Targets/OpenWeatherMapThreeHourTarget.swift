import FoundationEssentials
internal import Domain

/// The free plan's forecast, `GET /data/2.5/forecast`: five days in 3-hour steps, and the place's UTC offset.
struct OpenWeatherMapThreeHourTarget: RequestTarget {
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
