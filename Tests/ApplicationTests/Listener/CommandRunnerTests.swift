@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("CommandRunner: a failure told with the router's hint, the run ended as the router says")
struct CommandRunnerTests {
    let presenter = OutputSpy()
    let provider = SpyProvider()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    @Test("presents a failure with the router's hint and ends with its exit status")
    func failure() async {
        let failing = SpyProvider().serving(.dailyForecast, GetDailyForecastUseCaseSpy(.failure(ForecastError.timedOut)))
        let status = await DailyInteraction.show([DailyForecastRequest(location: london)], choice: ExtrasChoice(), on: .recording(failing, to: presenter))
        #expect(status == .tryLater)
        #expect(presenter.failures.invocations == ["the weather service did not answer in time | try again later, or allow longer with --timeout"])
        #expect(presenter.presented.callCount == 0)
    }

    @Test("use cases that cannot be made are reported like any other failure")
    func compositionFailure() async {
        let runner = CommandRunner(
            makeUseCases: { throw ForecastError.invalidInput(reason: "bad URL") }, writer: presenter, failures: presenter, format: .table
        )
        #expect(await DailyInteraction.show([DailyForecastRequest(location: london)], choice: ExtrasChoice(), on: runner) == .usage)
        #expect(presenter.failures.callCount == 1)
    }

    @Test("output that cannot be written ends with 74 and one line on standard error")
    func outputFailure() async {
        let output = RecordingOutput(failing: OutputFailure(reason: "No space left on device"))
        let runner = CommandRunner.writing(to: output, over: { [provider] in provider }, format: .table)
        #expect(await DailyInteraction.show([DailyForecastRequest(location: london)], choice: ExtrasChoice(), on: runner) == .ioError)
        #expect(output.errors == ["forecast: cannot write the output: No space left on device\n"])
    }
}
