public import Domain

/// A ``GetSunTimesUseCase`` that records each request and returns a stubbed report or error.
public typealias GetSunTimesUseCaseSpy = Spy<SkyRequest, SunReport>
/// A ``GetMoonPhasesUseCase`` that records each request and returns a stubbed report or error.
public typealias GetMoonPhasesUseCaseSpy = Spy<SkyRequest, MoonReport>

extension Spy: GetSunTimesUseCase where Parameters == SkyRequest, Result == SunReport {
    /// Records the request and gives the stubbed answer.
    public func sunTimes(for request: SkyRequest) async throws -> SunReport { try record(request) }
}

extension Spy: GetMoonPhasesUseCase where Parameters == SkyRequest, Result == MoonReport {
    /// Records the request and gives the stubbed answer.
    public func moonPhases(for request: SkyRequest) async throws -> MoonReport { try record(request) }
}
