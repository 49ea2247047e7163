import Domain
import Platform
import StubServer

extension WeatherServices {
    /// Every service of the catalogue at the loopback stand-in, with no cache: what the catalogue tests make.
    static func atStub(
        _ stub: WeatherStubServer, forecastProvider: String = "open-meteo", timeout: Duration = .seconds(10), identity: AppIdentity? = nil,
        keys: [String: String] = [:]
    ) throws -> WeatherServices {
        var services: [String: ProviderAccess] = [:]
        for entry in ServiceCatalogue.entries {
            services[entry.id] = ProviderAccess(baseURL: stub.baseURL, apiKey: keys[entry.id])
        }
        return try WeatherServices(
            settings: try ProviderSettings(requestTimeout: timeout, identity: identity, services: services), forecastProvider: forecastProvider
        )
    }
}
