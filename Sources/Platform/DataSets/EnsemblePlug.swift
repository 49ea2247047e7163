internal import Domain

extension RepositoryKind where Repository == any EnsembleRepository {
    /// An ensemble's members.
    static var ensemble: Self { Self(dataSet: .ensemble) }
}

/// An ensemble's outlook, and the rain check by its members.
enum EnsemblePlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.ensembleOutlook) { service(in: $0) }
        registry.register(.ensembleRainCheck) { service(in: $0) }
    }

    /// The one service that gives both.
    private static func service(in assembly: ServiceAssembly) -> EnsembleService {
        EnsembleService(places: assembly.places, repository: assembly.repository(.ensemble), clock: assembly.clock)
    }
}
