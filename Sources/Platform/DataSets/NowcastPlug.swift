internal import Domain

extension RepositoryKind where Repository == any NowcastRepository {
    /// The next two hours' precipitation in steps of minutes.
    static var nowcast: Self { Self(dataSet: .nowcast) }
}

/// The next two hours' precipitation, and the rain check that asks it first.
enum NowcastPlug: DataSetPlug {
    /// Every service that gives nowcasts, radar before models (a service that answers only in its own area, as a
    /// radar does, before one that answers everywhere; each kind in the catalogue's order), each asked where its own
    /// area covers the place. The catalogue lists Open-Meteo first, as the default forecast provider, and its
    /// 15-minute model's area overlaps the radar's over Denmark and southern Sweden: there the radar is asked first.
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.nowcast) { assembly in
            let served = assembly.repositories(.nowcast)
            let sources = served.filter { !$0.answersOutsideArea } + served.filter(\.answersOutsideArea)
            return NowcastService(places: assembly.places, sources: sources, clock: assembly.clock, zones: assembly.zones)
        }
        registry.register(.rainCheck) { RainCheckService(places: $0.places, nowcasts: $0.useCase(.nowcast), hourly: $0.useCase(.weatherCheck)) }
    }
}
