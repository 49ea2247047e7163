import Domain
package import DomainTesting

extension SpyProvider {
    /// The air quality's spy.
    package var air: GetAirQualityUseCaseSpy {
        get { served(.airQuality, as: GetAirQualityUseCaseSpy.self) }
        set { serve(.airQuality, newValue) }
    }
}

extension SampleUseCases {
    /// London's air, and the standard air check over it.
    static func serveAirQuality(in provider: inout SpyProvider) {
        provider.air = GetAirQualityUseCaseSpy(.success(SampleAir.london))
        provider.useCases.register(.airCheck) { AirCheckService(air: $0.used(.airQuality)) }
    }
}
