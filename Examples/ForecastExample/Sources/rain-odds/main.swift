import Domain
import Foundation
import Platform

// Usage: rain-odds PLACE: how many of an ensemble's members give rain in the next six hours, then three days of their
// spread. RAIN_ODDS_ENSEMBLE_URL and RAIN_ODDS_PLACES_URL point it at other servers, such as forecast's stub server.

/// The next six hours' rain by the members' share (the README's example).
func printRainOdds(place: String, settings: ProviderSettings, ensembleURL: String) async throws {
    let ensemble = ProviderCatalogue.makeEnsembleUseCases(settings: settings, configuration: try OpenMeteoEnsembleConfiguration(baseURL: ensembleURL))
    let rain = try await ensemble.rainCheck.check(EnsembleRainCheckRequest(location: .place(try PlaceQuery(place)), withinMinutes: 6 * 60))
    print(rain.answer ? "\(rain.wetMembers) of \(rain.members) members give rain" : "dry, most likely")
}

/// Three days of the members' spread (the embedding article's example).
func printSpread(place: String, settings: ProviderSettings, ensembleURL: String) async throws {
    let ensemble = ProviderCatalogue.makeEnsembleUseCases(settings: settings, configuration: try OpenMeteoEnsembleConfiguration(baseURL: ensembleURL))
    let outlook = try await ensemble.outlook.outlook(for: EnsembleRequest(location: .place(try PlaceQuery(place)), days: 3))
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
    let settings = try ProviderSettings(placeSearchBaseURL: environment["RAIN_ODDS_PLACES_URL"] ?? ProviderSettings.defaultPlaceSearchBaseURL)
    let ensembleURL = environment["RAIN_ODDS_ENSEMBLE_URL"] ?? OpenMeteoEnsembleConfiguration.defaultBaseURL
    try await printRainOdds(place: arguments[0], settings: settings, ensembleURL: ensembleURL)
    try await printSpread(place: arguments[0], settings: settings, ensembleURL: ensembleURL)
} catch {
    FileHandle.standardError.write(Data("rain-odds: \(error)\n".utf8))
    exit(1)
}
