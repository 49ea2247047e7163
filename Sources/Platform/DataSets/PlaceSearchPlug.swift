internal import Domain

extension RepositoryKind where Repository == any GeocodingRepository {
    /// Places by name.
    static var placeSearch: Self { Self(dataSet: .placeSearch) }
}

/// Places by name: the search, and the one place resolution every use case shares.
enum PlaceSearchPlug: DataSetPlug {
    static func register(in registry: inout UseCaseRegistry<ServiceAssembly>) {
        registry.register(.searchPlaces) { PlaceSearchService(geocoding: $0.repository(.placeSearch)) }
        registry.register(.resolvePlace) { $0.places }
    }
}
