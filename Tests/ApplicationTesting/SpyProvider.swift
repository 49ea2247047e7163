package import Domain

/// A ``UseCaseProvider`` over test doubles: a registry of use cases by kind, the samples' (``SampleUseCases``)
/// unless a test serves its own. Each use case is made over the provider, so a standard service over spies (the
/// nowcast's, history's, the Sun's) finds places through whichever place resolution the test serves.
///
/// A data set added later needs no edit here: its samples are one line in ``SampleUseCases``, and a test serves
/// its doubles with ``serving(_:_:)``.
package struct SpyProvider: UseCaseProvider {
    /// The use cases, by kind, each made over the provider.
    package var useCases = UseCaseRegistry<SpyProvider>()
    /// The doubles under the standard services (a nowcast repository's spy), by type.
    private var doubles: [ObjectIdentifier: any Sendable] = [:]

    /// The samples' use cases: spies that answer with the samples, and the standard services over spies.
    package init() {
        SampleUseCases.serve(in: &self)
    }

    /// What the samples' provider offers: everything, within Open-Meteo's limits.
    package var capabilities: ForecastCapabilities {
        ForecastCapabilities(products: Set(ForecastCapabilities.Product.allCases), maximumDays: 16, maximumHours: 384, maximumSearchResults: 100)
    }

    /// The use case of `kind`, made over this provider.
    package func make<UseCase>(_ kind: UseCaseKind<UseCase>) throws(UseCaseUnavailable) -> UseCase {
        try useCases.make(kind, in: self)
    }

    /// Serves `useCase` for `kind`, in place of what was served.
    package mutating func serve<UseCase>(_ kind: UseCaseKind<UseCase>, _ useCase: UseCase) {
        useCases.register(kind) { _ in useCase }
    }

    /// The provider with `useCase` served for `kind`.
    package func serving<UseCase>(_ kind: UseCaseKind<UseCase>, _ useCase: UseCase) -> SpyProvider {
        var provider = self
        provider.serve(kind, useCase)
        return provider
    }

    /// The use case served for `kind`, as the double a test served (or the samples did).
    package func served<UseCase, Double>(_ kind: UseCaseKind<UseCase>, as double: Double.Type) -> Double {
        guard let served = try? make(kind) as? Double else { preconditionFailure("no \(Double.self) serves the \(kind) use case") }
        return served
    }

    /// The double of type `Double` under a standard service, when one was kept.
    package subscript<Double: Sendable>(double type: Double.Type) -> Double? {
        get { doubles[ObjectIdentifier(type)] as? Double }
        set { doubles[ObjectIdentifier(type)] = newValue }
    }
}
