import Domain
package import DomainTesting

extension SpyProvider {
    /// The marine forecast's spy.
    package var marine: GetMarineForecastUseCaseSpy {
        get { served(.marine, as: GetMarineForecastUseCaseSpy.self) }
        set { serve(.marine, newValue) }
    }
}

extension SampleUseCases {
    /// The sea off Biarritz, the next 24 hours.
    static func serveMarine(in provider: inout SpyProvider) {
        provider.marine = GetMarineForecastUseCaseSpy(.success(SampleMarine.biarritz))
    }
}
