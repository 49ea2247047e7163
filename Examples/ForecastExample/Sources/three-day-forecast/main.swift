import Domain
import Foundation
import Platform
import ThreeDaySummary

// Usage: three-day-forecast LATITUDE LONGITUDE
// FORECAST_OPEN_METEO_URL (and FORECAST_GEOCODING_URL) point it at another Open-Meteo, such as the stub server.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let latitude = Double(arguments.first!), let longitude = Double(arguments.last!) else {
    FileHandle.standardError.write(Data("usage: three-day-forecast LATITUDE LONGITUDE\n".utf8))
    exit(64)
}
do {
    let configuration = try OpenMeteoConfiguration().applyingEnvironment(ProcessInfo.processInfo.environment)
    let summary = ThreeDaySummary(getForecast: OpenMeteoUseCaseProvider(configuration: configuration).makeGetDailyForecastUseCase())
    print(try await summary.text(latitude: latitude, longitude: longitude))
} catch {
    FileHandle.standardError.write(Data("three-day-forecast: \(error)\n".utf8))
    exit(1)
}
