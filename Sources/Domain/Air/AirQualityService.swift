/// The standard ``GetAirQualityUseCase``: checks the hours, finds the place, asks the repository and refuses
/// values no air has (a negative concentration, an index of a billion).
public struct AirQualityService: GetAirQualityUseCase {
    private let places: any ResolvePlaceUseCase
    private let repository: any AirQualityRepository

    /// Makes the use case over a place resolver and an air quality repository.
    public init(places: any ResolvePlaceUseCase, repository: any AirQualityRepository) {
        self.places = places
        self.repository = repository
    }

    /// See ``GetAirQualityUseCase/maximumHours``.
    public var maximumHours: Int { repository.maximumHours }

    /// See ``GetAirQualityUseCase/airQuality(for:)``.
    public func airQuality(for request: AirQualityRequest) async throws -> AirQualityReport {
        try OutOfRange.check(request.hours, 1...repository.maximumHours, .hours)
        let resolved = try await places.resolvePlace(request.location)
        let answer = try await repository.airQuality(for: resolved.place, hours: request.hours)
        let readings = (answer.content.current.map { [$0] } ?? []) + answer.content.hours
        for reading in readings { try PlausibleAir.check(reading) }
        let location = resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier)
        return AirQualityReport(
            location: location, index: request.index ?? .standard(for: location.place), current: answer.content.current,
            hours: Array(answer.content.hours.prefix(request.hours)), source: repository.source, freshness: answer.freshness
        )
    }
}
