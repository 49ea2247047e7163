/// What `forecast air` asks: a place, how many hours, and the index to read them on (the place's own when `nil`).
public struct AirQualityRequest: Sendable, Hashable {
    /// Where.
    public let location: ForecastLocation
    /// How many hours from the current one, 1…the service's most.
    public let hours: Int
    /// The index asked for, or `nil` for the one the place's people know.
    public let index: AirQualityIndex?

    /// The hours asked when none are named.
    public static let defaultHours = 24

    /// Makes a request.
    public init(location: ForecastLocation, hours: Int = defaultHours, index: AirQualityIndex? = nil) {
        self.location = location
        self.hours = hours
        self.index = index
    }
}

/// Gives the air at a place: now, then hour by hour.
public protocol GetAirQualityUseCase: Sendable {
    /// The most hours it can give.
    var maximumHours: Int { get }

    /// The air at the request's place.
    /// - Throws: ``ForecastError``: ``ForecastError/outOfRange(_:)`` for hours out of range, before any request.
    func airQuality(for request: AirQualityRequest) async throws -> AirQualityReport
}

extension UseCaseKind where UseCase == any GetAirQualityUseCase {
    /// The use cases that give the air quality, UV and pollen at a place.
    public static var airQuality: Self { Self("air quality") }
}
