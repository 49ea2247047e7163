package import Domain
import DomainTesting

/// Five members over London's sample days (22–24 November 2026, from midnight), made so that their spread is known:
/// temperatures a degree apart around the hour's own, three members giving 0.4 mm an hour from 20:00 on the 22nd,
/// one dry, one missing 22:00 on the 22nd.
package enum SampleEnsemble {
    package static let times = (0..<72).map { LocalDateTime(iso8601: "2026-11-22T00:00")!.adding(minutes: $0 * 60) }

    package static let forecast = EnsembleForecast(
        model: "icon_seamless", times: times,
        temperature: (0..<5).map { member in
            times.enumerated().map { index, time in
                member == 4 && index == 22 ? nil : 6 + Double(time.hour % 12) / 2 + Double(member - 2)
            }
        },
        precipitation: (0..<5).map { member in
            times.enumerated().map { index, _ in
                member == 4 && index == 22 ? nil : member < 3 && index >= 20 ? 0.4 : 0
            }
        }
    )

    /// The use cases over the sample, London found, now at the sample alerts' time (14:20 UTC on the 22nd).
    package static func service(location: ResolvedPlace = SampleForecast.unique) -> EnsembleService {
        EnsembleService(
            places: ResolvePlaceUseCaseSpy(.success(location)), repository: EnsembleRepositorySpy(ensemble: forecast), clock: FixedClock(SampleAlerts.now)
        )
    }

    /// The outlook over the sample's three days, in `units`.
    package static func outlook(units: Units = .metric) async throws -> EnsembleOutlook {
        try await service().outlook(for: EnsembleRequest(location: .resolved(SampleForecast.unique), days: 3, units: units))
    }
}
