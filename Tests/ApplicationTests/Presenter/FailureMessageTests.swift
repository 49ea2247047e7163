@testable import Application
import ApplicationTesting
import Domain
import Testing

@Suite("FailureMessage: what a failure says")
struct FailureMessageTests {
    @Test("say what happened, in the service's words when it gave some", arguments: [
        (ForecastError.serviceError(status: 503, reason: "The service is overloaded"), "the weather service answered with HTTP 503: The service is overloaded"),
        (.serviceError(status: 500, reason: nil), "the weather service answered with HTTP 500"),
        (.rateLimited(reason: nil), "the weather service is limiting requests; try again later"),
        (.rateLimited(reason: "Slow down.", retryAfterSeconds: 30), "the weather service is limiting requests: Slow down.; it asks to wait 30 s"),
        (.rateLimited(reason: nil, retryAfterSeconds: 600), "the weather service is limiting requests; it asks to wait 10 min"),
        (.serviceUnreachable(reason: "Could not resolve host: x"), "cannot reach the weather service: Could not resolve host: x"),
        (.badResponse(reason: "the answer was empty"), "the weather service's answer could not be read: the answer was empty"),
        (.placeSearchFailed(.serviceUnreachable(reason: "Could not resolve host: x")), "cannot reach the place search: Could not resolve host: x"),
        (.placeSearchFailed(.serviceError(status: 500, reason: nil)), "the place search answered with HTTP 500"),
        (.placeSearchFailed(.timedOut), "the place search did not answer in time"),
        (.invalidInput(reason: "days must be between 1 and 16, not 0"), "days must be between 1 and 16, not 0"),
        (.placeNotFound(query: try! PlaceQuery("London, Texas"), elsewhere: 4), "no place matches \"London, Texas\", but 4 places named London exist elsewhere"),
    ])
    func messages(error: ForecastError, expected: String) {
        #expect(FailureMessage(error).text == expected)
    }

    @Test("a usage error found while running says what is wrong and where the help is")
    func usage() {
        #expect(FailureMessage(UsageError(message: "--source: marine does not serve alerts")).text == "--source: marine does not serve alerts; see 'forecast --help'")
    }

    @Test("fold whatever a service sends into one short line")
    func oneLine() {
        let reason = "first line\nsecond\tline\u{07}" + String(repeating: "x", count: 500)
        let text = FailureMessage(ForecastError.serviceError(status: 500, reason: reason)).text
        #expect(!text.contains("\n") && !text.contains("\t") && !text.contains("\u{07}"))
        #expect(text.hasPrefix("the weather service answered with HTTP 500: first line second line"))
        #expect(text.count == FailureMessage.maximumLength)
    }
}
