@testable import Application
import Domain

/// Drives the forecast views' commands (daily, hourly, current, compare) as a person's arguments would, over a
/// use-case provider and into a writer and reporter: what the tests of what is asked and shown beside a forecast use.
struct ForecastViewsDriver {
    let makeUseCases: @Sendable () throws -> any UseCaseProvider
    let writer: any DocumentWriting
    let failures: any FailureReporting
    let router: ForecastRouter
    /// Whether the place's warnings are checked.
    var showsAlerts = false

    func dailyForecastsRequested(
        _ requests: [DailyForecastRequest], format: OutputFormat, pastDays: Int = 0, normals: Bool = false, ensemble: EnsembleChoice? = nil
    ) async -> ExitStatus {
        await DailyInteraction.show(requests, choice: ExtrasChoice(alerts, .pastDays(pastDays), normals ? .normals : nil, ensemble.map(AskedExtra.ensemble)), on: runner(format))
    }

    func hourlyForecastsRequested(_ requests: [HourlyForecastRequest], format: OutputFormat, ensemble: EnsembleChoice? = nil) async -> ExitStatus {
        await HourlyInteraction.show(requests, choice: ExtrasChoice(alerts, ensemble.map(AskedExtra.ensemble)), on: runner(format))
    }

    func currentConditionsRequested(_ requests: [CurrentConditionsRequest], format: OutputFormat) async -> ExitStatus {
        await CurrentInteraction.show(requests, choice: ExtrasChoice(alerts, .nowcast), on: runner(format))
    }

    func comparisonRequested(_ request: CompareForecastsRequest, format: OutputFormat) async -> ExitStatus {
        await CompareInteraction.show(request, choice: ExtrasChoice(alerts), on: runner(format))
    }

    /// The warnings, when they are checked.
    private var alerts: AskedExtra? { showsAlerts ? .alerts : nil }

    private func runner(_ format: OutputFormat) -> CommandRunner {
        CommandRunner(makeUseCases: makeUseCases, writer: writer, failures: failures, router: router, format: format)
    }
}
