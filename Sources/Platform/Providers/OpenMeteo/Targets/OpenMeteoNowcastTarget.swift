import FoundationEssentials
internal import Domain

/// Open-Meteo's 15-minute precipitation, `GET /v1/forecast` with `minutely_15=precipitation` and
/// `forecast_minutely_15=N`: N stamps from the current quarter hour, in the place's local time (its zone, else the
/// coordinate's: `timezone=auto`), cached as the other forecasts are. Native 15-minute data in Central Europe and
/// North America, hourly values interpolated elsewhere: the repository says which (`nowcastMethod`).
struct OpenMeteoNowcastTarget: RequestTarget {
    let baseURL: String
    let place: Place
    /// The minutes to cover from now.
    let minutes: Int
    /// How the steps are made where the place is.
    let nowcastMethod: NowcastMethod

    /// The stamps asked for `minutes`: a stamp's amount is the quarter hour before it, so the first stamp (the
    /// current quarter hour) is the one just past, the second the one under way, and one more is needed to reach
    /// the window's end from inside a quarter hour.
    var stamps: Int { (minutes + OpenMeteoNowcastMapper.stepMinutes - 1) / OpenMeteoNowcastMapper.stepMinutes + 2 }

    var method: HTTPMethod { .get }
    var path: String { "/v1/forecast" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("minutely_15", "precipitation"), QueryItem("forecast_minutely_15", String(stamps)), units: .metric
        )
    }

    /// The steps, each beginning a quarter hour before its stamp.
    /// - Throws: ``ServiceErrorBody`` for an error body, ``JSONShapeError`` or ``ForecastError/badResponse(reason:)``
    ///   as ``OpenMeteoNowcastMapper`` does, or for precipitation in another unit than millimetres.
    func decode(_ body: Data) throws -> ForecastAnswer<NowcastOutcome> {
        let answer = try OpenMeteoProductAnswer.decode(body, block: "minutely_15", units: .metric) { try OpenMeteoNowcastMapper.steps(from: $0) }
        let nowcast = Nowcast(method: nowcastMethod, stepMinutes: OpenMeteoNowcastMapper.stepMinutes, steps: answer.content)
        return ForecastAnswer(.nowcast(nowcast), timeZoneIdentifier: answer.timeZoneIdentifier, utcOffsetSeconds: answer.utcOffsetSeconds)
    }
}
