/// The standard ``CheckRainUseCase``: the place is found once; then, where a nowcast covers it natively and the window
/// is within the nowcast's two hours, the first step of the intensity or more answers (a nowcast has no chance of
/// precipitation); elsewhere, and where no service has a nowcast for the place now or its steps do not reach the
/// window's end, the hourly check answers for the place found (asked as far as ``RainCheckRequest/hourlyMinutes`` says).
public struct RainCheckService: CheckRainUseCase {
    /// Why a chance threshold is refused where a nowcast answers.
    public static let thresholdRefusal = "--threshold is a chance of precipitation, which a nowcast has none of; within 2h where radar or a 15-minute model covers the place, check rain reads --intensity"

    private let places: any ResolvePlaceUseCase
    private let nowcasts: any GetNowcastUseCase
    private let hourly: any CheckWeatherUseCase

    /// Makes the use case over a place resolver, the nowcast and the hourly check, its fallback.
    public init(places: any ResolvePlaceUseCase, nowcasts: any GetNowcastUseCase, hourly: any CheckWeatherUseCase) {
        self.places = places
        self.nowcasts = nowcasts
        self.hourly = hourly
    }

    /// See ``CheckRainUseCase/check(_:)``.
    public func check(_ request: RainCheckRequest) async throws -> RainCheckAnswer {
        let asked = request.hourly
        try asked.validateThreshold()
        let hourlyMinutes = max(asked.withinMinutes, request.hourlyMinutes ?? 0)
        guard asked.withinMinutes <= NowcastRequest.maximumMinutes else {
            return .hourly(try await hourly.check(WeatherCheckRequest(
                location: asked.location, condition: asked.condition, withinMinutes: hourlyMinutes, threshold: asked.threshold, units: asked.units
            )))
        }
        let place = try await places.resolvePlace(asked.location)
        if nowcasts.coversNatively(place.place) {
            guard asked.threshold == nil else { throw ForecastError.invalidInput(reason: Self.thresholdRefusal) }
            if let answer = try await nowcastAnswer(request, at: place) { return .nowcast(answer) }
        }
        let resolved = WeatherCheckRequest(
            location: .resolved(place), condition: asked.condition, withinMinutes: hourlyMinutes, threshold: asked.threshold, units: asked.units
        )
        return .hourly(try await hourly.check(resolved))
    }

    /// The nowcast's answer when its steps reach the window's end with some rate known in the window; `nil` when they
    /// do not, or when no service has a nowcast for the place now (radar down, and no model there).
    private func nowcastAnswer(_ request: RainCheckRequest, at place: ResolvedPlace) async throws -> NowcastRainCheckAnswer? {
        let minutes = max(request.hourly.withinMinutes, NowcastRequest.allowedMinutes.lowerBound)
        let report: NowcastReport
        do {
            report = try await nowcasts.nowcast(for: NowcastRequest(location: .resolved(place), minutes: minutes, units: request.hourly.units))
        } catch ForecastError.outsideCoverage {
            return nil
        }
        let end = request.end
        guard report.reaches(end), report.steps.contains(where: { $0.time < end && $0.precipitationRate != nil }) else { return nil }
        return NowcastRainCheckAnswer(report: report, intensity: request.intensity, withinMinutes: request.hourly.withinMinutes, end: end)
    }
}
