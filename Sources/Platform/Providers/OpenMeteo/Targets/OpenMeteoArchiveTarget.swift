import FoundationEssentials
internal import Domain

/// Open-Meteo's historical weather, `GET /v1/archive` (ERA5 reanalysis from 1940, about five days behind today):
/// the observed days from `start_date` to `end_date`, in the place's zone and the units asked, read as daily
/// forecasts are. It asks only the daily variables the archive has (no chance of precipitation, no UV).
struct OpenMeteoArchiveTarget: RequestTarget {
    /// The daily variables the archive gives, of those a ``DailyForecast`` holds.
    static let variables: [OpenMeteoDailyVariable] = [
        .weatherCode, .temperatureMax, .temperatureMin, .precipitationSum, .windSpeedMax, .windDirectionDominant, .sunrise, .sunset,
    ]

    let baseURL: String
    let place: Place
    let dates: ClosedRange<LocalDate>
    let units: Units
    /// Whether every date asked is over a week old, so that the reanalysis will not change them again.
    let isSettled: Bool

    var method: HTTPMethod { .get }
    var path: String { "/v1/archive" }
    var queryItems: [QueryItem] {
        OpenMeteoQuery.forecast(
            at: place, asking: QueryItem("start_date", dates.lowerBound.iso8601), QueryItem("end_date", dates.upperBound.iso8601),
            QueryItem("daily", Self.variables.map(\.rawValue).joined(separator: ",")), units: units
        )
    }

    /// Settled days never change: kept for a year; a range reaching the last week, as forecasts are.
    var cacheRule: CacheRule {
        .forecast(defaultLifetime: isSettled ? .seconds(365 * 86_400) : CacheRule.standardForecastLifetime)
    }

    func decode(_ body: Data) throws -> ForecastAnswer<[DailyForecast]> {
        try OpenMeteoDailyMapper(units: units).series(from: body)
    }
}
