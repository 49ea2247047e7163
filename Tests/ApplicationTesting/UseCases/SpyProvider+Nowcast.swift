import Domain
package import DomainTesting

extension SpyProvider {
    /// The nowcast repository's spy under the standard nowcast service.
    package var nowcast: NowcastRepositorySpy {
        get {
            guard let spy = self[double: NowcastRepositorySpy.self] else { preconditionFailure("the samples keep a nowcast spy") }
            return spy
        }
        set { self[double: NowcastRepositorySpy.self] = newValue }
    }
}

extension SampleUseCases {
    /// The standard nowcast service over a spy that covers nowhere, and the standard rain check over it and the hourly check.
    static func serveNowcast(in provider: inout SpyProvider) {
        provider.nowcast = NowcastRepositorySpy(outcome: .unavailable(.outsideArea), area: [])
        provider.useCases.register(.nowcast) { provider in
            NowcastService(places: provider.places, sources: [provider.nowcast], clock: FixedClock(SampleAlerts.now), zones: SampleForecast.londonZones)
        }
        provider.useCases.register(.rainCheck) { provider in
            RainCheckService(places: provider.places, nowcasts: provider.used(.nowcast), hourly: provider.used(.weatherCheck))
        }
    }
}
