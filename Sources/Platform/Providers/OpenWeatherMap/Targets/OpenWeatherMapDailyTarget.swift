import FoundationEssentials
internal import Domain

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
