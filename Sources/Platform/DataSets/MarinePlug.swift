internal import Domain

extension RepositoryKind where Repository == any MarineRepository {
    /// Waves, swell, sea temperature, currents and the sea level.
    static var marine: Self { Self(dataSet: .marine) }
}

/// The sea near a place, and the waves, swell and sea-temperature checks that ask it.
enum MarinePlug: DataSetPlug {
    /// Registers the marine forecast over the first entry that serves the sea, and the sea check over it.
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.marine) { MarineService(places: $0.places, marine: $0.repository(.marine), clock: $0.clock) }
        registry.register(.seaCheck) { SeaCheckService(marine: $0.useCase(.marine)) }
    }
}
