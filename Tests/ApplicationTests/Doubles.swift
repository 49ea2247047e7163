@testable import Application
import Domain
import DomainTesting
import Synchronization

/// A ``TextOutput`` that keeps what was written, for tests to read.
final class RecordingOutput: TextOutput {
    private let written = Mutex<(results: [String], errors: [String])>(([], []))

    var results: [String] { written.withLock { $0.results } }
    var errors: [String] { written.withLock { $0.errors } }

    func writeResult(_ text: String) { written.withLock { $0.results.append(text) } }
    func writeError(_ text: String) { written.withLock { $0.errors.append(text) } }
}

/// A ``ForecastPresenting`` that records what it was asked to show.
final class ForecastPresenterSpy: ForecastPresenting {
    let presented = Spy<ForecastScreen, Void>(.success(()))
    let failures = Spy<String, Void>(.success(()))

    func present(_ forecast: Forecast, on screen: ForecastScreen) { try? presented.record(screen) }
    func presentFailure(_ error: any Error) { try? failures.record(String(describing: error)) }
}

/// A ``ForecastRouting`` that answers with fixed routes and records what it was asked.
final class ForecastRouterSpy: ForecastRouting {
    let screens = Spy<OutputFormat, ForecastScreen>(.success(.json))
    let exits = Spy<String, ExitStatus>(.success(.serviceError))

    func screen(for format: OutputFormat) -> ForecastScreen { (try? screens.record(format)) ?? .table }
    func exitStatus(after error: any Error) -> ExitStatus { (try? exits.record(String(describing: error))) ?? .unexpected }
}

/// A forecast with every kind of value, and some missing, for rendering tests.
enum SampleForecast {
    static let london = Forecast(
        place: Place(
            name: "London", region: "England", country: "United Kingdom", countryCode: "GB",
            coordinate: try! Coordinate(latitude: 51.50853, longitude: -0.12574), timeZoneIdentifier: "Europe/London"
        ),
        days: [
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 22)!, condition: .init(kind: .overcast),
                temperatureMin: 4.2, temperatureMax: 9.1, precipitationSum: 0.3, precipitationProbability: 23,
                windSpeedMax: 17.9, windDirection: 225, sunrise: LocalDateTime(iso8601: "2026-11-22T07:25"),
                sunset: LocalDateTime(iso8601: "2026-11-22T15:59"), uvIndexMax: 0.65
            ),
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 23)!, condition: .init(kind: .thunderstormWithHail, intensity: .heavy),
                temperatureMin: -3.5, temperatureMax: 31.4, precipitationSum: 12.25, precipitationProbability: 88,
                windSpeedMax: 29.4, windDirection: 350
            ),
            // Past the model horizon: only the date is known.
            DailyForecast(date: LocalDate(year: 2026, month: 11, day: 24)!),
        ],
        units: .metric,
        source: DataSource(provider: "Open-Meteo", attribution: "Weather data by Open-Meteo.com"),
        placeSource: DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org")
    )
}

/// The app's exit status, not Swift Testing's type of the same name.
typealias ExitStatus = Application.ExitStatus
