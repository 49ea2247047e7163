import Application
import Domain

/// The providers this run of the app may use, as the executable gave them to ``ForecastApp/run(arguments:environment:directory:)``: for
/// the commands, their help text and their validation, which ArgumentParser makes without an instance to inject
/// into. Tests give their own with `Providers.$directory.withValue(…)`.
enum Providers {
    /// The directory in force; none outside a run.
    @TaskLocal static var directory: any ProviderDirectory = NoProviders()
}

/// The directory outside a run: no provider at all.
private struct NoProviders: ProviderDirectory {
    var version: String { "unknown" }
    var providers: [ProviderDescription] { [] }
    var services: [ServiceProfile] { [] }
    func makeUseCases(_ request: UseCaseRequest) throws -> any UseCaseProvider {
        throw ServiceSetupError.unknownProvider(request.provider, known: [])
    }
}
