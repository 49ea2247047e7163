import Testing
@testable import ForecastMCP

@Suite(.timeLimit(.minutes(1)))
struct CallLimitTests {
    @Test func aCallPastTheLimitIsRefusedWhileTheOthersRunAndAdmittedOnceOneEnds() async throws {
        let limit = CallLimit(1)
        let (started, startedSignal) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseSignal) = AsyncStream.makeStream(of: Void.self)
        let first = Task {
            await limit.run { () async -> Int in
                startedSignal.yield()
                for await _ in release { break }
                return 1
            }
        }
        for await _ in started { break }
        #expect(await limit.run { 2 } == nil)
        releaseSignal.yield()
        #expect(await first.value == 1)
        #expect(await limit.run { 3 } == 3)
    }
}
