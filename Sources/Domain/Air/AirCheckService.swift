/// The standard ``CheckAirUseCase``: asks the air for the hours the window covers and reads the answer from them.
public struct AirCheckService: CheckAirUseCase {
    private let air: any GetAirQualityUseCase

    /// Makes the use case over the air quality use case.
    public init(air: any GetAirQualityUseCase) {
        self.air = air
    }

    /// See ``CheckAirUseCase/check(_:)``.
    public func check(_ request: AirCheckRequest) async throws -> AirCheckAnswer {
        try request.validate(maximumHours: air.maximumHours)
        return AirCheckAnswer(request: request, report: try await air.airQuality(for: request.airQualityRequest(maximumHours: air.maximumHours)))
    }
}
