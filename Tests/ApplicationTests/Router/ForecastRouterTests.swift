@testable import Application
import ApplicationTesting
import Foundation
import Domain
import Testing

@Suite("ForecastRouter")
struct ForecastRouterTests {
    let router = ForecastRouter()

    @Test("ends each error with its documented exit code", arguments: [
        (ForecastError.invalidInput(reason: "x"), ExitStatus.usage),
        (.badResponse(reason: "x"), .badResponse),
        (.placeNotFound(query: try! PlaceQuery("x"), elsewhere: 0), .placeNotFound),
        (.serviceUnreachable(reason: "x"), .unreachable),
        (.serviceError(status: 500, reason: nil), .serviceError),
        (.rateLimited(reason: nil), .tryLater),
        (.timedOut, .tryLater),
        (.keyRejected(reason: nil), .keyRejected),
    ])
    func exitCodes(error: ForecastError, expected: ExitStatus) {
        #expect(router.exitStatus(after: error) == expected)
    }

    @Test("ends anything unexpected with 70, unwritable output with 74, a bad configuration with 78")
    func unexpected() {
        struct Surprise: Error {}
        #expect(router.exitStatus(after: Surprise()) == .software)
        #expect(router.exitStatus(after: OutputFailure(reason: "Broken pipe")) == .ioError)
        #expect(router.exitStatus(after: ConfigurationError(reason: "FORECAST_OPEN_METEO_URL …")) == .configuration)
    }

    @Test("told to a client elsewhere, a service out of reach is said without the transport's words, and with no hint")
    func toldElsewhere() throws {
        let unreachable = ForecastError.placeSearchFailed(.serviceUnreachable(reason: "Failed to connect to 10.1.2.3 port 443"))
        let remote = ForecastRouter(toldLocally: false)
        #expect(FailureMessage(remote.told(unreachable)).text == "cannot reach the place search: no connection could be made")
        #expect(remote.hint(after: unreachable) == nil && remote.exitStatus(after: remote.told(unreachable)) == .unreachable)
        #expect(FailureMessage(router.told(unreachable)).text.contains("10.1.2.3 port 443") && router.hint(after: unreachable) != nil)
        let notFound = ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0)
        #expect(FailureMessage(remote.told(notFound)).text == FailureMessage(notFound).text)
    }

    @Test("a check's yes is 0 and its no is 1")
    func check() {
        #expect(router.exitStatus(for: .answered(yes: SampleForecast.rainAnswer(yes: true).answer)) == .success)
        #expect(router.exitStatus(for: .answered(yes: SampleForecast.rainAnswer(yes: false).answer)) == .no)
    }

    @Test("the codes are the documented sysexits values")
    func documentedValues() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 33, 64, 65, 66, 68, 69, 70, 73, 74, 75, 77, 78])
    }

    @Test("after 'not found', points to search when the name exists elsewhere, else to the spelling")
    func hints() throws {
        #expect(router.hint(after: ForecastError.placeNotFound(query: try PlaceQuery("London, Texas"), elsewhere: 4))
            == "list them with: forecast search London")
        #expect(router.hint(after: ForecastError.placeNotFound(query: try PlaceQuery("New York, TX"), elsewhere: 1))
            == "list them with: forecast search 'New York'")
        #expect(router.hint(after: ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0))
            == "check the spelling, or add a country: \"Paris, FR\"")
        #expect(router.hint(after: ForecastError.serviceError(status: 500, reason: nil)) == nil)
    }

    @Test("no service reached and nothing cached: the hint names --offline and the README's section for trying it offline, which exists")
    func offlineHint() throws {
        let unreachable = ForecastError.serviceUnreachable(reason: "Could not resolve host: api.open-meteo.com")
        for error in [unreachable, .placeSearchFailed(unreachable)] {
            let hint = try #require(router.hint(after: error))
            #expect(hint.contains("--offline") && hint.contains("'Trying it offline' in the README"))
        }
        // --offline says in its own error that nothing is cached; --no-cache never read the cache.
        #expect(ForecastRouter(cacheUse: .offline).hint(after: unreachable) == "to try forecast without a network, see 'Trying it offline' in the README")
        #expect(ForecastRouter(cacheUse: nil).hint(after: unreachable)?.hasPrefix("without --no-cache, what is cached would be shown") == true)
        let readme = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../../README.md").standardized
        #expect(try String(contentsOf: readme, encoding: .utf8).contains("\n## Trying it offline\n"))
    }

    @Test("a place typed where a command goes, close to one and found nowhere: a usage error that suggests the command")
    func commandLookalike() throws {
        let router = ForecastRouter(typedFirst: TypedFirstWord(word: "dialy", commands: { .forecastCommands }))
        let nowhere = ForecastError.placeNotFound(query: try PlaceQuery("dialy"), elsewhere: 0)
        #expect(router.exitStatus(after: nowhere) == .usage && router.hint(after: nowhere) == "did you mean 'forecast daily'?")
        let elsewhere = ForecastError.placeNotFound(query: try PlaceQuery("dialy, FR"), elsewhere: 2)
        #expect(router.exitStatus(after: elsewhere) == .placeNotFound, "the name is a place elsewhere: not a command")
        #expect(router.exitStatus(after: ForecastError.timedOut) == .tryLater)
        let far = ForecastRouter(typedFirst: TypedFirstWord(word: "Zzyzx", commands: { .forecastCommands }))
        #expect(far.lookalike == nil && far.exitStatus(after: ForecastError.placeNotFound(query: try PlaceQuery("Zzyzx"), elsewhere: 0)) == .placeNotFound)
    }
}
