internal import Domain

extension RepositoryKind where Repository == any AirQualityRepository {
    /// Air quality, UV and pollen.
    static var airQuality: Self { Self(dataSet: .airQuality) }
}

/// Air quality, UV and pollen, and the check of the air or its pollen.
enum AirQualityPlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.airQuality) { AirQualityService(places: $0.places, repository: $0.repository(.airQuality)) }
        registry.register(.airCheck) { AirCheckService(air: $0.useCase(.airQuality)) }
    }
}
