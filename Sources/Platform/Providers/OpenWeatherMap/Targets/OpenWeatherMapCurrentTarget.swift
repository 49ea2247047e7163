import FoundationEssentials
internal import Domain

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
