import Domain

/// Runs a command's work over the use cases and shows what it gives: its document written in the format asked for,
/// each failure told in one line, the run ending as the router says. It knows no command: each feature's command
/// says what to ask and which document shows the answer.
package struct CommandRunner: Sendable {
    /// Makes the use cases when they are needed, so that a configuration error is reported like any other.
    let makeUseCases: @Sendable () throws -> any UseCaseProvider
    /// Writes the documents.
    let writer: any DocumentWriting
    /// Tells the failures.
    let failures: any FailureReporting
    /// Decides the hint after a failure, and how the run ends.
    let router: ForecastRouter
    /// The format asked for.
    let format: OutputFormat
    /// The language of the notes under a report's header.
    let words: Catalogue
    /// Words a service's set-up problem as the settings name it, for the providers a comparison skips.
    let setupReason: @Sendable (ServiceSetupError) -> String

    /// The runner of one run of a front door: its documents written to the context's output as `format`, its failures
    /// told there.
    package init(context: RunContext, format: OutputFormat) {
        let presentation = context.presentation
        let writer = DocumentWriter(
            output: context.output, styler: presentation.styler, lineTemplate: presentation.lineTemplate, canvas: presentation.canvas,
            words: presentation.words, clock: context.clock, theme: presentation.theme
        )
        let failures = StandardErrorReporter(output: context.output, names: context.inputNames)
        let written: any DocumentWriting = context.companion.map { companion in
            let drawing = companion.presentation
            let second = DocumentWriter(
                output: companion.output, styler: drawing.styler, lineTemplate: drawing.lineTemplate, canvas: drawing.canvas, words: drawing.words,
                clock: context.clock, theme: drawing.theme
            )
            return CompanionWriter(base: writer, companion: second, companionFormat: companion.format)
        } ?? writer
        self.init(
            makeUseCases: context.makeUseCases, writer: context.observer.map { ObservedWriter(base: written, observer: $0) } ?? written,
            failures: context.observer.map { ObservedFailures(base: failures, observer: $0) } ?? failures, router: context.router,
            format: format, words: presentation.words, setupReason: context.setupReason
        )
    }

    /// A runner over these parts (tests give spies).
    init(
        makeUseCases: @escaping @Sendable () throws -> any UseCaseProvider, writer: any DocumentWriting, failures: any FailureReporting,
        router: ForecastRouter = ForecastRouter(), format: OutputFormat, words: Catalogue = .english,
        setupReason: @escaping @Sendable (ServiceSetupError) -> String = { $0.description }
    ) {
        self.makeUseCases = makeUseCases
        self.writer = writer
        self.failures = failures
        self.router = router
        self.format = format
        self.words = words
        self.setupReason = setupReason
    }

    /// Gets every request's result at once, then tells the failures (each naming its place, when there are several)
    /// and shows the document of the results, in the order asked. The run ends as the first failure says, else
    /// successfully.
    func runEach<Request: Sendable, Result: Sendable>(
        _ requests: [Request], place: (Request) -> ForecastLocation,
        _ work: @escaping @Sendable (any UseCaseProvider, Request) async throws -> Result,
        document: ([Result]) -> any Document
    ) async -> ExitStatus {
        await runEach(requests, place: place, work) { results throws(OutputFailure) in try shown(document(results)) }
    }

    /// As ``runEach(_:place:_:document:)``, the results shown by `present`, which says how showing them ends the run
    /// (``shown(_:)``). In a status bar's format the run ends as showing them says, whatever failed beside them; when
    /// nothing can be shown, the bar is given one block saying why (``ending(after:)``).
    func runEach<Request: Sendable, Result: Sendable>(
        _ requests: [Request], place: (Request) -> ForecastLocation,
        _ work: @escaping @Sendable (any UseCaseProvider, Request) async throws -> Result,
        present: ([Result]) throws(OutputFailure) -> ExitStatus
    ) async -> ExitStatus {
        let useCases: any UseCaseProvider
        do {
            useCases = try makeUseCases()
        } catch {
            return failed(error)
        }
        let outcomes = await ConcurrentRequests.outcomes(of: requests) { try await work(useCases, $0) }
        var results: [Result] = []
        var firstFailure: (any Error)? = nil
        for (request, outcome) in zip(requests, outcomes) {
            switch outcome {
            case .success(let result):
                results.append(result)
            case .failure(let error):
                failures.presentFailure(router.told(error), hint: router.hint(after: error), place: requests.count > 1 ? place(request) : nil)
                firstFailure = firstFailure ?? error
            }
        }
        guard !results.isEmpty else { return firstFailure.map(ending(after:)) ?? .success }
        do {
            let shownStatus = try present(results)
            return format.isStatusBar ? shownStatus : firstFailure.map(router.exitStatus(after:)) ?? .success
        } catch {
            return failed(error, hint: false)
        }
    }

    /// Writes `document` in the run's format, and says how showing it ends the run: 33 (i3blocks' urgent) while a
    /// severe or extreme warning is in force, else success.
    func shown(_ document: any Document) throws(OutputFailure) -> ExitStatus {
        try writer.write(document, as: format)
        return router.exitStatus(for: .shown(urgent: document.isUrgent(as: format)))
    }

    /// How a run ends after `error` left nothing to show, once told: as the router says; but a status bar (which hides
    /// a block, or shows an error of its own, on any other status) is given one block saying why, and the run
    /// succeeds. A usage error still ends as one, with nothing written.
    private func ending(after error: any Error) -> ExitStatus {
        let status = router.exitStatus(after: error)
        guard format.isStatusBar, status != .usage, !(error is OutputFailure) else { return status }
        do {
            return try shown(StatusBarFailure(reason: FailureMessage(router.told(error)).text))
        } catch {
            return failed(error, hint: false)
        }
    }

    /// Gets one result, then shows its document; the run ends as the router says of the result's `outcome`, or of the failure.
    func run<Result>(
        _ work: (any UseCaseProvider) async throws -> Result, document: (Result) -> any Document,
        outcome: (Result) -> RunOutcome = { _ in .shown(urgent: false) }
    ) async -> ExitStatus {
        await run(work) { result throws(OutputFailure) in
            try writer.write(document(result), as: format)
            return router.exitStatus(for: outcome(result))
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
            return router.exitStatus(for: .shown(urgent: false))
        } catch {
            return failed(error, hint: false)
        }
    }

    /// Tells `error`, with the router's hint when `hint`, and gives the status the run ends with (``ending(after:)``).
    func failed(_ error: any Error, hint: Bool = true) -> ExitStatus {
        failures.presentFailure(router.told(error), hint: hint ? router.hint(after: error) : nil, place: nil)
        return ending(after: error)
    }
}
