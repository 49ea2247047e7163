import Domain

/// Runs a command's work over the use cases and shows what it gives: its document written in the format asked for,
/// each failure told in one line, the run ending as the router says. It knows no command: each feature's command
/// says what to ask and which document shows the answer.
struct CommandRunner: Sendable {
    /// Makes the use cases when they are needed, so that a configuration error is reported like any other.
    let makeUseCases: @Sendable () throws -> any UseCaseProvider
    /// Writes the documents.
    let writer: any DocumentWriting
    /// Tells the failures.
    let failures: any FailureReporting
    /// Decides the hint after a failure, and how the run ends.
    var router: ForecastRouter
    /// The format asked for.
    let format: OutputFormat
    /// Words a service's set-up problem as the settings name it, for the providers a comparison skips.
    var setupReason: @Sendable (ServiceSetupError) -> String = { $0.description }

    /// Gets every request's result at once, then tells the failures (each naming its place, when there are several)
    /// and shows the document of the results, in the order asked. The run ends as the first failure says, else
    /// successfully.
    func runEach<Request: Sendable, Result: Sendable>(
        _ requests: [Request], place: (Request) -> ForecastLocation,
        _ work: @escaping @Sendable (any UseCaseProvider, Request) async throws -> Result,
        document: ([Result]) -> any Document
    ) async -> ExitStatus {
        await runEach(requests, place: place, work) { results throws(OutputFailure) in try writer.write(document(results), as: format) }
    }

    /// As ``runEach(_:place:_:document:)``, the results shown by `present`.
    func runEach<Request: Sendable, Result: Sendable>(
        _ requests: [Request], place: (Request) -> ForecastLocation,
        _ work: @escaping @Sendable (any UseCaseProvider, Request) async throws -> Result,
        present: ([Result]) throws(OutputFailure) -> Void
    ) async -> ExitStatus {
        let useCases: any UseCaseProvider
        do {
            useCases = try makeUseCases()
        } catch {
            return failed(error)
        }
        let outcomes = await ConcurrentRequests.outcomes(of: requests) { try await work(useCases, $0) }
        var results: [Result] = []
        var status = ExitStatus.success
        for (request, outcome) in zip(requests, outcomes) {
            switch outcome {
            case .success(let result):
                results.append(result)
            case .failure(let error):
                failures.presentFailure(error, hint: router.hint(after: error), place: requests.count > 1 ? place(request) : nil)
                if status == .success { status = router.exitStatus(after: error) }
            }
        }
        guard !results.isEmpty else { return status }
        do {
            try present(results)
            return status
        } catch {
            return failed(error, hint: false)
        }
    }

    /// Gets one result, then shows its document; the run ends as `status` says of the result, or as the failure does.
    func run<Result>(
        _ work: (any UseCaseProvider) async throws -> Result, document: (Result) -> any Document,
        status: (Result) -> ExitStatus = { _ in .success }
    ) async -> ExitStatus {
        await run(work) { result throws(OutputFailure) in
            try writer.write(document(result), as: format)
            return status(result)
        }
    }

    /// Gets one result, then shows it with `present`, which says how the run ends; any failure is told instead.
    func run<Result>(
        _ work: (any UseCaseProvider) async throws -> Result, present: (Result) throws(OutputFailure) -> ExitStatus
    ) async -> ExitStatus {
        do {
            return try present(try await work(try makeUseCases()))
        } catch {
            return failed(error)
        }
    }

    /// Shows what needs no fetching; a failure to write is told.
    func show(_ document: any Document) -> ExitStatus {
        do {
            try writer.write(document, as: format)
            return .success
        } catch {
            return failed(error, hint: false)
        }
    }

    /// Tells `error`, with the router's hint when `hint`, and gives the status the run ends with.
    func failed(_ error: any Error, hint: Bool = true) -> ExitStatus {
        failures.presentFailure(error, hint: hint ? router.hint(after: error) : nil, place: nil)
        return router.exitStatus(after: error)
    }
}
