/// Gives the official weather warnings for a place, from whichever service covers it.
public protocol GetAlertsUseCase: Sendable {
    /// The warnings in force or coming at `place`, or that no service covers it (then nothing is asked).
    /// - Throws: ``ForecastError`` when the covering service cannot answer.
    func alerts(at place: ResolvedPlace) async throws -> AlertsReport
}

extension UseCaseKind where UseCase == any GetAlertsUseCase {
    /// The use cases that give the official warnings at a place, from whichever service issues them there.
    public static var alerts: Self { Self("alerts") }
}
