import StubServer

extension ForecastProcess {
    /// Runs `forecast` with `arguments` against a stub server of its own, started for this run and stopped after it,
    /// answering normally.
    /// - Returns: The run, and every request the stub received.
    static func runAgainstFreshStub(_ arguments: [String]) async throws -> (ForecastRun, [StubRequest]) {
        let stub = try WeatherStubServer()
        try stub.start()
        defer { stub.stop() }
        let run = try await run(arguments, baseURL: stub.baseURL)
        return (run, stub.requests)
    }
}
