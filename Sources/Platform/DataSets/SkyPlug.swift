internal import Domain

/// The Sun's days and the Moon's phases: computed, from the system's tzdata, not served.
enum SkyPlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.sunTimes) { service(in: $0) }
        registry.register(.moonPhases) { service(in: $0) }
    }

    /// The one service that computes both.
    private static func service(in assembly: ServiceAssembly) -> SkyService {
        SkyService(places: assembly.places, zones: assembly.zones, clock: assembly.clock)
    }
}
