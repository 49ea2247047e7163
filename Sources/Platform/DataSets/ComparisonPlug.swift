internal import Domain

/// The comparison of every forecast provider's daily forecasts.
enum ComparisonPlug: DataSetPlug {
    /// Every forecast provider of the catalogue, each with the settings' access; one that cannot be set up (no key)
    /// takes part as skipped, with the reason.
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.forecastComparison) { assembly in
            let providers = ServiceCatalogue.forecastProviders.map { entry in
                do throws(ServiceSetupError) {
                    return ComparedProvider(id: entry.id, forecasts: try assembly.forecastParts(of: entry).repository)
                } catch {
                    return ComparedProvider(id: entry.id, unavailable: .misconfigured(error))
                }
            }
            return ForecastComparisonService(places: assembly.places, providers: providers)
        }
    }
}
