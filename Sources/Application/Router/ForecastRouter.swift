import Domain

/// The screens a forecast can be shown on.
enum ForecastScreen: Sendable, Hashable {
    /// A table for people.
    case table
    /// The JSON document for programs.
    case json
}

/// The output formats a person can ask for with `--format`.
enum OutputFormat: String, Sendable, CaseIterable {
    /// A table for people.
    case table
    /// JSON for programs.
    case json
}

/// Decides the flow of a forecast command: which screen shows a result, and how an error ends the run.
protocol ForecastRouting: Sendable {
    /// The screen that shows a forecast asked for in `format`.
    func screen(for format: OutputFormat) -> ForecastScreen
    /// How the run ends after `error`.
    func exitStatus(after error: any Error) -> ExitStatus
}

/// The command line's router.
struct ForecastRouter: ForecastRouting {
    func screen(for format: OutputFormat) -> ForecastScreen {
        switch format {
        case .table: .table
        case .json: .json
        }
    }

    func exitStatus(after error: any Error) -> ExitStatus {
        guard let error = error as? ForecastError else { return .unexpected }
        switch error {
        case .invalidInput: return .usage
        case .placeNotFound: return .placeNotFound
        case .serviceUnreachable: return .unreachable
        case .serviceError: return .serviceError
        case .rateLimited, .timedOut: return .tryLater
        case .badResponse: return .badResponse
        }
    }
}
