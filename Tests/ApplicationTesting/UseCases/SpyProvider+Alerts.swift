import Domain
package import DomainTesting

extension SpyProvider {
    /// The warnings' spy.
    package var alerts: GetAlertsUseCaseSpy {
        get { served(.alerts, as: GetAlertsUseCaseSpy.self) }
        set { serve(.alerts, newValue) }
    }
}

extension SampleUseCases {
    /// No warnings: the place is not covered; the standard alert check over them.
    static func serveAlerts(in provider: inout SpyProvider) {
        provider.useCases.register(.alertCheck) { AlertCheckService(places: $0.places, alerts: $0.used(.alerts)) }
        provider.alerts = GetAlertsUseCaseSpy(.success(AlertsReport(location: SampleForecast.location, coverage: .notCovered, alerts: [], checkedAt: Instant(secondsSince1970: 0))))
    }
}
