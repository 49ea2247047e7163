import ApplicationTesting
import Domain
import DomainTesting

extension SpyProvider {
    /// A provider whose radar covers London (or `area`) with 5-minute steps of `rates` from now (14:20 UTC, London's clock).
    static func radar(rates: [Double?], area: [CoordinateBox]? = nil) -> SpyProvider {
        let steps = rates.enumerated().map { index, rate in
            NowcastStep(time: Instant(secondsSince1970: SampleAlerts.now.secondsSince1970 + Double(index * 300)), precipitationRate: rate)
        }
        var provider = SpyProvider()
        let outcome = NowcastOutcome.nowcast(Nowcast(method: .radar, stepMinutes: 5, steps: steps))
        provider.nowcast = area.map { NowcastRepositorySpy(outcome: outcome, timeZoneIdentifier: "Europe/London", area: $0) }
            ?? NowcastRepositorySpy(outcome: outcome, timeZoneIdentifier: "Europe/London")
        return provider
    }
}
