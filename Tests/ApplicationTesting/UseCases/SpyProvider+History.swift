import Domain
import DomainTesting

extension SampleUseCases {
    /// The standard history service over a spy with no observed days.
    static func serveHistory(in provider: inout SpyProvider) {
        provider.useCases.register(.history) { provider in
            HistoryService(places: provider.places, repository: ObservedWeatherRepositorySpy(), zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
        }
    }
}
