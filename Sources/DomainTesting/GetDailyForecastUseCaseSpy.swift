public import Domain

/// A ``GetDailyForecastUseCase`` that records each request and returns a stubbed forecast or a stubbed error.
public final class GetDailyForecastUseCaseSpy: GetDailyForecastUseCase {
    /// The calls made and the answer given to them.
    public let dailyForecastCalls: Spy<DailyForecastRequest, Forecast>

    /// Makes a spy that answers every request with `result`.
    public init(_ result: Result<Forecast, any Error>) {
        dailyForecastCalls = Spy(result)
    }

    /// Records the call and gives the stubbed answer.
    public func dailyForecast(for request: DailyForecastRequest) async throws -> Forecast {
        try dailyForecastCalls.record(request)
    }
}
