import Domain
import Foundation
import Platform

// Usage: rain-odds PLACE: how many of an ensemble's members give rain in the next six hours, then three days of their
// spread. RAIN_ODDS_ENSEMBLE_URL and RAIN_ODDS_PLACES_URL point it at other servers, such as forecast's stub server.

/// The next six hours' rain by the members' share (the README's example).
func printRainOdds(place: String, services: WeatherServices) async throws {
    let rainCheck = try services.make(.ensembleRainCheck)
    let rain = try await rainCheck.check(EnsembleRainCheckRequest(location: .place(try PlaceQuery(place)), withinMinutes: 6 * 60))
    print(rain.answer ? "\(rain.wetMembers) of \(rain.members) members give rain" : "dry, most likely")
}

/// Three days of the members' spread (the embedding article's example).
func printSpread(place: String, services: WeatherServices) async throws {
    let ensemble = try services.make(.ensembleOutlook)
    let outlook = try await ensemble.outlook(for: EnsembleRequest(location: .place(try PlaceQuery(place)), days: 3))
    for day in outlook.days {
        print(day.date.iso8601, day.spread.temperatureMedian ?? .nan, day.spread.precipitationProbability ?? .nan)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessInfo.processInfo.environment
guard arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: rain-odds PLACE\n".utf8))
    exit(64)
}
do {
    var settings = try ProviderSettings()
    settings.services["ensemble"] = ProviderAccess(baseURL: environment["RAIN_ODDS_ENSEMBLE_URL"])
    settings.services["geocoding"] = ProviderAccess(baseURL: environment["RAIN_ODDS_PLACES_URL"])
    let services = try WeatherServices(settings: settings)
    try await printRainOdds(place: arguments[0], services: services)
    try await printSpread(place: arguments[0], services: services)
} catch {
    FileHandle.standardError.write(Data("rain-odds: \(error)\n".utf8))
    exit(1)
}
