import Domain
import Platform

/// The one place the app is wired: concrete types chosen, configured, and injected through initialisers.
struct CompositionRoot {
    let environment: [String: String]
    let timeout: Duration

    /// The version `forecast --version` prints: the platform's, which its requests also name.
    static var version: String { ForecastClientIdentity.version }

    /// Starts the network transport's one-time set-up in the background, to overlap argument parsing.
    static func prepareTransport() {
        OpenMeteoUseCaseProvider.prepareTransport()
    }

    /// Waits for that set-up to finish, so that the process can exit safely.
    static func finishTransportPreparation() {
        OpenMeteoUseCaseProvider.finishTransportPreparation()
    }

    /// The listener for `forecast daily`, with its presenter, router and use case.
    func makeDailyForecastListener() -> any DailyForecastListening {
        let environment = environment
        let timeout = timeout
        return DailyForecastListener(
            makeUseCase: {
                let configuration = try OpenMeteoConfiguration(requestTimeout: timeout).applyingEnvironment(environment)
                return OpenMeteoUseCaseProvider(configuration: configuration).makeGetDailyForecastUseCase()
            },
            presenter: ForecastPresenter(
                output: StandardStreams(),
                styler: Styler(usesColour: StandardStreams.wantsColour(environment: environment))
            ),
            router: ForecastRouter()
        )
    }
}
