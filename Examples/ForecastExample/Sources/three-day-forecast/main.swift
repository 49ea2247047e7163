import Domain
import Foundation
import Platform
import ThreeDaySummary

// Usage: three-day-forecast LATITUDE LONGITUDE
// FORECAST_OPEN_METEO_URL points it at another Open-Meteo, such as the stub server: reading the environment is this
// tool's choice, not the library's.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let latitude = Double(arguments.first!), let longitude = Double(arguments.last!) else {
    FileHandle.standardError.write(Data("usage: three-day-forecast LATITUDE LONGITUDE\n".utf8))
    exit(64)
}
do {
    let forecastURL = ProcessInfo.processInfo.environment["FORECAST_OPEN_METEO_URL"].flatMap { $0.isEmpty ? nil : $0 }
    let configuration = try OpenMeteoConfiguration(forecastBaseURL: forecastURL ?? "https://api.open-meteo.com")
    let summary = ThreeDaySummary(getForecast: OpenMeteoUseCaseProvider(configuration: configuration).makeGetDailyForecastUseCase())
    print(try await summary.text(latitude: latitude, longitude: longitude))
} catch {
    FileHandle.standardError.write(Data("three-day-forecast: \(error)\n".utf8))
    exit(1)
}
