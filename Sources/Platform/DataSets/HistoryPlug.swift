internal import Domain

extension RepositoryKind where Repository == any ObservedWeatherRepository {
    /// The observed days.
    static var history: Self { Self(dataSet: .history) }
}

/// The observed weather of past days.
enum HistoryPlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.history) { HistoryService(places: $0.places, repository: $0.repository(.history), zones: $0.zones, clock: $0.clock) }
    }
}
