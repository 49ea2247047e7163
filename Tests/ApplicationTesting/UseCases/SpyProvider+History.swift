import Domain
package import DomainTesting

extension SpyProvider {
    /// The observations the standard history service reads: none unless given.
    package var observed: ObservedWeatherRepositorySpy {
        get {
            guard let spy = self[double: ObservedWeatherRepositorySpy.self] else { preconditionFailure("the samples keep an observations spy") }
            return spy
        }
        set { self[double: ObservedWeatherRepositorySpy.self] = newValue }
    }
}

extension SampleUseCases {
    /// The standard history service over a spy with no observed days.
    static func serveHistory(in provider: inout SpyProvider) {
        provider.observed = ObservedWeatherRepositorySpy()
        provider.useCases.register(.history) { provider in
            HistoryService(places: provider.places, repository: provider.observed, zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
        }
    }
}
