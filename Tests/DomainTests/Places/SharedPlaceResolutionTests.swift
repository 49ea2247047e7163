import Domain
import Synchronization
import Testing

/// A place search that answers London once let through (or stops when cancelled), and tells each search it starts.
final class HeldPlaceSearch: ResolvePlaceUseCase {
    private let counts = Mutex<(started: Int, cancelled: Int)>((0, 0))
    private let gate = AsyncStream<Void>.makeStream()
    private let starts = AsyncStream<Void>.makeStream()

    var started: Int { counts.withLock { $0.started } }
    var cancelled: Int { counts.withLock { $0.cancelled } }

    /// Lets every search, held or to come, answer.
    func release() { gate.continuation.finish() }

    /// Waits until a search has started: no time limit, however busy the machine.
    func nextStart() async {
        var iterator = starts.stream.makeAsyncIterator()
        _ = await iterator.next()
    }

    func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace {
        counts.withLock { $0.started += 1 }
        starts.continuation.yield()
        for await _ in gate.stream {}  // Ends when released, or when this search is cancelled.
        if Task.isCancelled {
            counts.withLock { $0.cancelled += 1 }
            throw CancellationError()
        }
        return ResolvedPlace(place: Sample.london)
    }
}

@Suite("One place search shared by everything that asks for a place at once")
struct SharedPlaceResolutionTests {
    let bergen = ForecastLocation.place(try! PlaceQuery("Bergen"))

    @Test("requests at once for one place cause one search, and all get its place")
    func shared() async throws {
        let search = HeldPlaceSearch(), shared = SharedPlaceResolution(search), bergen = bergen
        async let first = shared.resolvePlace(bergen)
        async let second = shared.resolvePlace(bergen)
        await search.nextStart()
        search.release()
        #expect(try await [first, second].map(\.place) == [Sample.london, Sample.london] && search.started == 1)
    }

    @Test("a lone request cancelled cancels its search; the next request searches anew")
    func loneCancelled() async throws {
        let search = HeldPlaceSearch(), shared = SharedPlaceResolution(search), bergen = bergen
        let lone = Task { try await shared.resolvePlace(bergen) }
        await search.nextStart()
        lone.cancel()
        await #expect(throws: CancellationError.self) { try await lone.value }
        #expect(search.cancelled == 1)
        search.release()
        #expect(try await shared.resolvePlace(bergen).place == Sample.london && search.started == 2)
    }

    @Test("one of two requests cancelled leaves the search to the other")
    func oneOfTwoCancelled() async throws {
        let search = HeldPlaceSearch(), shared = SharedPlaceResolution(search), bergen = bergen
        let kept = Task { try await shared.resolvePlace(bergen) }
        await search.nextStart()
        let cancelled = Task { try await shared.resolvePlace(bergen) }
        cancelled.cancel()
        search.release()
        #expect(try await kept.value.place == Sample.london)
        #expect(search.cancelled == 0 && search.started == 1)
    }
}
