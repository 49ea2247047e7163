public import Domain

/// A ``GetMarineForecastUseCase`` that records each request and returns a stubbed report or error.
public typealias GetMarineForecastUseCaseSpy = Spy<MarineRequest, MarineReport>

extension Spy: GetMarineForecastUseCase where Parameters == MarineRequest, Result == MarineReport {
    /// Records the request and gives the stubbed answer.
    public func marine(for request: MarineRequest) async throws -> MarineReport { try record(request) }
}
