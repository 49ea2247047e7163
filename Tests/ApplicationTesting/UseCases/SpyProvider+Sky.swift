import Domain
import DomainTesting

extension SampleUseCases {
    /// The standard Sun and Moon service, in London's time zone.
    static func serveSky(in provider: inout SpyProvider) {
        provider.useCases.register(.sunTimes) { sky(over: $0) }
        provider.useCases.register(.moonPhases) { sky(over: $0) }
    }

    /// The one service that computes both.
    private static func sky(over provider: SpyProvider) -> SkyService {
        SkyService(places: provider.places, zones: SampleForecast.londonZones, clock: FixedClock(SampleAlerts.now))
    }
}
