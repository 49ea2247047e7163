import FoundationEssentials
internal import Domain

/// The 30 years of daily highs and lows a place's 1991–2020 normals are computed from: `GET /v1/archive` from 25
/// December 1990 to 7 January 2021 (every date's ±7-day window), asking only `temperature_2m_max` and
/// `temperature_2m_min`. Kept a year: the past does not change. About 11 000 values a variable: the answer is read
/// straight into ``ClimateNormals``, its dates checked by their first and their count, not one by one.
struct OpenMeteoNormalsTarget: RequestTarget {
    let baseURL: String
    let place: Place
    let units: Units

    var method: HTTPMethod { .get }
    var path: String { "/v1/archive" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("start_date", ClimateNormals.firstDateNeeded.iso8601),
            QueryItem("end_date", ClimateNormals.lastDateNeeded.iso8601), QueryItem("daily", "temperature_2m_max,temperature_2m_min"),
            units: units
        )
    }

    var cacheRule: CacheRule { .forecast(defaultLifetime: .seconds(365 * 86_400)) }

    func decode(_ body: Data) throws -> ForecastAnswer<ClimateNormals> {
        try OpenMeteoProductAnswer.decode(body, block: "daily", units: units) { answer in
            let daily = answer["daily"]
            guard !daily.isAbsent, let times = try daily["time"].optionalListEnds() else {
                throw ForecastError.badResponse(reason: "the answer has no daily observations")
            }
            let first = ClimateNormals.firstDateNeeded, count = ClimateNormals.lastDateNeeded.daysSinceEpoch - first.daysSinceEpoch + 1
            guard times.count == count, times.first == first.iso8601, times.last == ClimateNormals.lastDateNeeded.iso8601 else {
                throw ForecastError.badResponse(reason: "the archive's days are not the \(count) from \(first.iso8601) asked for")
            }
            func column(_ name: String) throws -> [Double?] {
                let values = try daily[name].optionalNumbers() ?? Array(repeating: nil, count: count)
                guard values.count == count else { throw ForecastError.badResponse(reason: "daily.\(name) has \(values.count) values for \(count) days") }
                return values
            }
            return ClimateNormals(firstDate: first, highs: try column("temperature_2m_max"), lows: try column("temperature_2m_min"))
        }
    }
}
