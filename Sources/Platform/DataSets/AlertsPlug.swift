internal import Domain

extension RepositoryKind where Repository == any AlertsRepository {
    /// Official warnings where the entry issues them.
    static var alerts: Self { Self(dataSet: .alerts) }
}

/// Official warnings: every service that issues them, each where it covers, the check of them, and the feeds that
/// cover a country.
enum AlertsPlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.alerts) { AlertsService(sources: $0.repositories(.alerts), clock: $0.clock, zones: $0.zones) }
        registry.register(.alertCheck) { AlertCheckService(places: $0.places, alerts: $0.useCase(.alerts)) }
        registry.register(.alertFeeds) { AlertFeedsService(sources: $0.repositories(.alerts)) }
    }
}
