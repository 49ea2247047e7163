/// The standard ``CheckAlertUseCase``: finds the place, asks its warnings, and reads the answer from them.
public struct AlertCheckService: CheckAlertUseCase {
    private let places: any ResolvePlaceUseCase
    private let alerts: any GetAlertsUseCase

    /// Makes the use case over a place resolver and the warnings' use case.
    public init(places: any ResolvePlaceUseCase, alerts: any GetAlertsUseCase) {
        self.places = places
        self.alerts = alerts
    }

    /// See ``CheckAlertUseCase/check(_:)``.
    public func check(_ request: AlertCheckRequest) async throws -> AlertCheckAnswer {
        let place = try await places.resolvePlace(request.location)
        return AlertCheckAnswer(report: try await alerts.alerts(at: place), severity: request.severity, withinMinutes: request.withinMinutes)
    }
}
