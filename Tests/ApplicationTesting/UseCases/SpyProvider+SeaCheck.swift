import Domain

extension SpyProvider {
    /// The provider with the standard sea check over the standard marine forecast of `repository`
    /// (``servingMarineExtra(_:)``): the sample's sea, now at ``SampleMarineExtra/now``.
    package func servingSeaCheck(_ repository: SampleMarineExtra.Repository = SampleMarineExtra.Repository()) -> SpyProvider {
        var provider = servingMarineExtra(repository)
        provider.useCases.register(.seaCheck) { provider in SeaCheckService(marine: provider.used(.marine)) }
        return provider
    }
}
