import Domain

/// Receives what the user asks for (the inputs) and drives the use case; results and errors go to the
/// presenter, and the router decides where each ends.
protocol DailyForecastListening: Sendable {
    /// The user asked for a daily forecast.
    /// - Returns: How the run ends.
    func dailyForecastRequested(_ intent: DailyForecastIntent) async -> ExitStatus
}

/// The command line's listener.
struct DailyForecastListener: DailyForecastListening {
    /// Makes the use case when it is needed, so that a configuration error is reported like any other.
    let makeUseCase: @Sendable () throws -> any GetDailyForecastUseCase
    let presenter: any ForecastPresenting
    let router: any ForecastRouting

    func dailyForecastRequested(_ intent: DailyForecastIntent) async -> ExitStatus {
        do {
            let forecast = try await makeUseCase().dailyForecast(for: intent.request)
            presenter.present(forecast, on: router.screen(for: intent.format))
            return .success
        } catch {
            presenter.presentFailure(error)
            return router.exitStatus(after: error)
        }
    }
}
