import Domain

/// The providers this run of the app may use, as the executable gave them to ``ForecastApp/main(directory:)``: for
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
    func makeUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> any UseCaseProvider {
        throw .unknownProvider(known: [])
    }
    func makeAlertsUseCase(_ request: UseCaseRequest, baseURLs: [String: String]) throws(ProviderSetupProblem) -> any GetAlertsUseCase {
        throw .unknownProvider(known: [])
    }
    func makeSkyUseCases(_ request: UseCaseRequest) throws(ProviderSetupProblem) -> SkyUseCases {
        throw .unknownProvider(known: [])
    }
    func makeAirQualityUseCase(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> any GetAirQualityUseCase {
        throw .unknownProvider(known: [])
    }
    func makeHistoryUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any GetHistoryUseCase {
        throw .unknownProvider(known: [])
    }
    func makeNormalsUseCase(_ request: UseCaseRequest, archiveBaseURL: String?) throws(ProviderSetupProblem) -> any CompareWithNormalUseCase {
        throw .unknownProvider(known: [])
    }
    func makeEnsembleUseCases(_ request: UseCaseRequest, baseURL: String?) throws(ProviderSetupProblem) -> EnsembleUseCases {
        throw .unknownProvider(known: [])
    }
    func prepareTransport() {}
    func finishTransportPreparation() {}
}
