import Domain

extension CommandRunner {
    /// Runs a forecast view: each request's report fetched with what is asked beside it through one
    /// ``ExtrasCoordinator``, then each report's note under its header (`note`, and the router's command lookalike)
    /// and what could not be had beside it told, naming its place, and the document shown. The run ends as ``runEach(_:place:_:present:)`` says.
    func runEachWithExtras<Request: Sendable, Report: Sendable>(
        _ requests: [Request], place: @escaping @Sendable (Request) -> ForecastLocation, choice: ExtrasChoice,
        _ fetch: @escaping @Sendable (ExtrasCoordinator, Request) async throws -> WithExtras<Report>,
        note: (Report) -> String?, document: ([Report], [PlaceExtras]) -> any Document
    ) async -> ExitStatus {
        await runEach(requests, place: place) { useCases, request in
            (place(request), try await fetch(ExtrasCoordinator(useCases: useCases, choice: choice), request))
        } present: { (results: [(location: ForecastLocation, fetched: WithExtras<Report>)]) throws(OutputFailure) in
            // Every place's failures told first (the unchecked warnings), then what else could not be had beside each report.
            for toldFirst in [true, false] {
                for (location, fetched) in results {
                    for failure in fetched.failures where failure.toldFirst == toldFirst { failures.presentMissing(failure.missing, failure.error, place: location) }
                }
            }
            let extras = results.map { _, fetched in
                var extras = fetched.extras
                extras.note = note(fetched.report)
                extras.lookalike = router.lookalike
                return extras
            }
            return try shown(document(results.map(\.fetched.report), extras))
        }
    }
}
