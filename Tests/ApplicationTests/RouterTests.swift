@testable import Application
import Domain
import Testing

@Suite("Router")
struct RouterTests {
    let router = ForecastRouter()

    @Test("shows each format on its screen")
    func screens() {
        #expect(router.screen(for: .table) == .table)
        #expect(router.screen(for: .json) == .json)
    }

    @Test("ends each error with its documented exit code", arguments: [
        (ForecastError.invalidInput(reason: "x"), ExitStatus.usage),
        (.badResponse(reason: "x"), .badResponse),
        (.placeNotFound(query: "x"), .placeNotFound),
        (.serviceUnreachable(reason: "x"), .unreachable),
        (.serviceError(status: 500, reason: nil), .serviceError),
        (.rateLimited(reason: nil), .tryLater),
        (.timedOut, .tryLater),
    ])
    func exitCodes(error: ForecastError, expected: ExitStatus) {
        #expect(router.exitStatus(after: error) == expected)
    }

    @Test("ends anything unexpected with 1")
    func unexpected() {
        struct Surprise: Error {}
        #expect(router.exitStatus(after: Surprise()) == .unexpected)
        #expect(ExitStatus.unexpected.rawValue == 1)
    }

    @Test("the codes are the documented sysexits values")
    func documentedValues() {
        #expect(ExitStatus.allCases.map(\.rawValue) == [0, 1, 64, 65, 66, 68, 69, 75])
    }
}
