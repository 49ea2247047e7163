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
            // Every place's unchecked warnings first, then what could not be fetched beside each report.
            for (location, fetched) in results {
                for case .alerts(let error) in fetched.failures { failures.presentAlertsUnchecked(error, place: location) }
            }
            for (location, fetched) in results {
                for case .unfetched(let what, let error) in fetched.failures { failures.presentUnfetched(what, error, place: location) }
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
