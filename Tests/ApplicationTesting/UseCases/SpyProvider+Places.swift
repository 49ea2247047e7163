import Domain
package import DomainTesting

extension SpyProvider {
    /// The place search's spy.
    package var search: SearchPlacesUseCaseSpy {
        get { served(.searchPlaces, as: SearchPlacesUseCaseSpy.self) }
        set { serve(.searchPlaces, newValue) }
    }

    /// The place resolution's spy, which every standard service here finds places through.
    package var resolve: ResolvePlaceUseCaseSpy {
        get { served(.resolvePlace, as: ResolvePlaceUseCaseSpy.self) }
        set { serve(.resolvePlace, newValue) }
    }

    /// The place resolution served, for the standard services made over the provider.
    var places: any ResolvePlaceUseCase { used(.resolvePlace) }

    /// The use case served for `kind`, for a standard service made over it.
    func used<UseCase>(_ kind: UseCaseKind<UseCase>) -> UseCase {
        guard let useCase = try? make(kind) else { preconditionFailure("the samples serve a \(kind) use case") }
        return useCase
    }
}

extension SampleUseCases {
    /// London, found and resolved.
    static func servePlaces(in provider: inout SpyProvider) {
        provider.search = SearchPlacesUseCaseSpy(places: [SampleForecast.london.place])
        provider.resolve = ResolvePlaceUseCaseSpy(.success(SampleForecast.london.location))
    }
}
