import Domain
package import DomainTesting

extension SpyProvider {
    /// The comparison's spy.
    package var comparison: CompareForecastsUseCaseSpy {
        get { served(.forecastComparison, as: CompareForecastsUseCaseSpy.self) }
        set { serve(.forecastComparison, newValue) }
    }
}

extension SampleUseCases {
    /// A comparison that fails unless a test serves one.
    static func serveComparison(in provider: inout SpyProvider) {
        provider.comparison = CompareForecastsUseCaseSpy(.failure(ForecastError.invalidInput(reason: "no comparison in this test")))
    }
}
