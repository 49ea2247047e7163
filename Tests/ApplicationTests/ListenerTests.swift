@testable import Application
import Domain
import DomainTesting
import Testing

@Suite("Listener")
struct ListenerTests {
    let presenter = ForecastPresenterSpy()
    let router = ForecastRouterSpy()
    let intent = DailyForecastIntent(location: .place("London"), days: 3, units: .imperial, format: .json)

    func listener(_ useCase: GetDailyForecastUseCaseSpy) -> DailyForecastListener {
        DailyForecastListener(makeUseCase: { useCase }, presenter: presenter, router: router)
    }

    @Test("runs the use case with the intent's request and presents the forecast on the router's screen")
    func success() async {
        let useCase = GetDailyForecastUseCaseSpy(.success(SampleForecast.london))
        let status = await listener(useCase).dailyForecastRequested(intent)
        #expect(status == .success)
        #expect(useCase.dailyForecastCalls.invocations == [DailyForecastRequest(location: .place("London"), days: 3, units: .imperial)])
        #expect(router.screens.invocations == [.json])
        #expect(presenter.presented.invocations == [.json])
        #expect(presenter.failures.callCount == 0)
    }

    @Test("presents a failure and ends as the router says")
    func failure() async {
        let useCase = GetDailyForecastUseCaseSpy(.failure(ForecastError.timedOut))
        router.exits.stub(returning: .tryLater)
        let status = await listener(useCase).dailyForecastRequested(intent)
        #expect(status == .tryLater)
        #expect(presenter.failures.invocations == ["timedOut"])
        #expect(router.exits.invocations == ["timedOut"])
        #expect(presenter.presented.callCount == 0)
    }

    @Test("a use case that cannot be made is reported like any other failure")
    func compositionFailure() async {
        let listener = DailyForecastListener(
            makeUseCase: { throw ForecastError.invalidInput(reason: "bad URL") }, presenter: presenter, router: router
        )
        router.exits.stub(returning: .usage)
        #expect(await listener.dailyForecastRequested(intent) == .usage)
        #expect(presenter.failures.callCount == 1)
    }
}
