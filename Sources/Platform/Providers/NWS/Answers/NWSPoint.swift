import FoundationEssentials
internal import Domain

/// What `/points/{lat},{lon}` says of a point: where its forecasts are, and its time zone.
struct NWSPoint: Sendable, Hashable {
    let forecastURL: String
    let hourlyForecastURL: String
    let timeZoneIdentifier: String?
}
