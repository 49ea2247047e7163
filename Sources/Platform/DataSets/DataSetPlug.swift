internal import Domain

/// One data set's place in ``WeatherServices``: the use cases it registers, each made from the services' shared
/// ``ServiceAssembly``. Each data set's plug is a file of its own in `Sources/Platform/DataSets/`, beside the
/// ``RepositoryKind`` its catalogue entries serve; ``DataSetPlugs/useCases`` registers each of them.
protocol DataSetPlug {
    /// Registers the data set's use cases in `registry`.
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>)
}

/// Every data set's plug: the one registry of what ``WeatherServices`` makes. A data set added is one line here.
enum DataSetPlugs {
    /// Every plug's use cases, registered once: one line a data set.
    static let useCases: UseCaseRegistry<ServiceAssembly> = {
        var registry = UseCaseRegistry<ServiceAssembly>()
        ForecastPlug.register(in: &registry)
        PlaceSearchPlug.register(in: &registry)
        ComparisonPlug.register(in: &registry)
        AlertsPlug.register(in: &registry)
        AirQualityPlug.register(in: &registry)
        HistoryPlug.register(in: &registry)
        NormalsPlug.register(in: &registry)
        EnsemblePlug.register(in: &registry)
        NowcastPlug.register(in: &registry)
        SkyPlug.register(in: &registry)
        MarinePlug.register(in: &registry)
        return registry
    }()
}
