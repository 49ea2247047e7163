import Domain
import Synchronization
import Testing

/// A place search that answers London once let through, and tells how many searches started and were cancelled.
final class HeldPlaceSearch: ResolvePlaceUseCase {
    private let state = Mutex<(started: Int, cancelled: Int, released: Bool)>((0, 0, false))

    var started: Int { state.withLock { $0.started } }
    var cancelled: Int { state.withLock { $0.cancelled } }
    func release() { state.withLock { $0.released = true } }

    func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace {
        state.withLock { $0.started += 1 }
        while !state.withLock({ $0.released }) {
            do {
                try await Task.sleep(for: .milliseconds(2))
            } catch {
                state.withLock { $0.cancelled += 1 }
                throw error
            }
        }
        return ResolvedPlace(place: Sample.london)
    }
}

@Suite("One place search shared by everything that asks for a place at once")
struct SharedPlaceResolutionTests {
    let bergen = ForecastLocation.place(try! PlaceQuery("Bergen"))

    /// Waits until `condition` holds (at most 30 seconds: other suites share the pool).
    func eventually(_ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(2)) }
        #expect(condition())
    }

    @Test("requests at once for one place cause one search, and all get its place")
    func shared() async throws {
        let search = HeldPlaceSearch(), shared = SharedPlaceResolution(search), bergen = bergen
        async let first = shared.resolvePlace(bergen)
        async let second = shared.resolvePlace(bergen)
        try await eventually { search.started == 1 }
        search.release()
        #expect(try await [first, second].map(\.place) == [Sample.london, Sample.london] && search.started == 1)
    }

    @Test("a lone request cancelled cancels its search; the next request searches anew")
    func loneCancelled() async throws {
        let search = HeldPlaceSearch(), shared = SharedPlaceResolution(search), bergen = bergen
        let lone = Task { try await shared.resolvePlace(bergen) }
        try await eventually { search.started == 1 }
        lone.cancel()
        await #expect(throws: CancellationError.self) { try await lone.value }
        #expect(search.cancelled == 1)
        search.release()
        #expect(try await shared.resolvePlace(bergen).place == Sample.london && search.started == 2)
    }

    @Test("one of two requests cancelled leaves the search to the other")
    func oneOfTwoCancelled() async throws {
        let search = HeldPlaceSearch(), shared = SharedPlaceResolution(search), bergen = bergen
        let cancelled = Task { try await shared.resolvePlace(bergen) }
        let kept = Task { try await shared.resolvePlace(bergen) }
        try await eventually { search.started == 1 }
        try await Task.sleep(for: .milliseconds(20))
        cancelled.cancel()
        try await Task.sleep(for: .milliseconds(20))
        search.release()
        #expect(try await kept.value.place == Sample.london)
        #expect(search.cancelled == 0 && search.started == 1)
    }
}
