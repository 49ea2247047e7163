import Domain
import Foundation
import Platform
import ThreeDaySummary

// Usage: three-day-forecast PLACE [PROVIDER], e.g. three-day-forecast Oslo met-norway.
// THREE_DAY_PROVIDER_URL and THREE_DAY_PLACES_URL point it at other servers, such as forecast's stub server:
// reading the environment is this tool's choice, not the library's.

/// Every weather service, forecasts from `providerID`: the embedding article's first example.
func makeServices(providerID: String, environment: [String: String]) throws -> WeatherServices {
    let identity = try AppIdentity(name: "three-day-forecast", version: "1.0", contact: "https://example.com/three-day-forecast")
    var settings = try ProviderSettings(identity: identity)
    settings.cache = ResponseCache(directory: NSTemporaryDirectory() + "three-day-forecast")
    settings.services[providerID] = ProviderAccess(baseURL: environment["THREE_DAY_PROVIDER_URL"])
    settings.services["geocoding"] = ProviderAccess(baseURL: environment["THREE_DAY_PLACES_URL"])
    return try WeatherServices(settings: settings, forecastProvider: providerID)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
guard (1...2).contains(arguments.count) else {
    FileHandle.standardError.write(Data("usage: three-day-forecast PLACE [PROVIDER]\n".utf8))
    exit(64)
}
do {
    let services = try makeServices(providerID: arguments.count == 2 ? arguments[1] : ServiceCatalogue.defaultForecastProvider, environment: environment)
    let summary = ThreeDaySummary(getForecast: try services.make(.dailyForecast))
    print(try await summary.text(place: arguments[0]))
} catch {
    FileHandle.standardError.write(Data("three-day-forecast: \(error)\n".utf8))
    exit(1)
}
