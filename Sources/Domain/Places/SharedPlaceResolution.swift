/// A ``ResolvePlaceUseCase`` that looks each place up once for everything that shares it: a second request for a
/// place already found is answered from memory, one for a place being looked up waits for that lookup, and a
/// lookup that fails is forgotten, so the next request tries again. A lookup is cancelled, and forgotten, once every
/// request waiting for it is cancelled, so that cancelling a request stops its search; a request arriving after that
/// starts a new one.
///
/// One value serves every use case of a ``UseCaseProvider``: a forecast, its warnings and its ensemble asked for
/// "Bergen" at the same time cause one place search.
public actor SharedPlaceResolution: ResolvePlaceUseCase {
    /// The most places remembered; past it, the memory starts again.
    public static let capacity = 256

    /// One lookup, and the requests waiting for it by number, with those of them cancelled.
    private struct Lookup {
        let task: Task<ResolvedPlace, any Error>
        var next = 0
        var waiting: Set<Int> = []
        var cancelled: Set<Int> = []
    }

    private let resolver: any ResolvePlaceUseCase
    private var lookups: [ForecastLocation: Lookup] = [:]

    /// Shares `resolver`'s answers.
    public init(_ resolver: any ResolvePlaceUseCase) {
        self.resolver = resolver
    }

    /// See ``ResolvePlaceUseCase/resolvePlace(_:)``.
    public func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace {
        if case .resolved(let place) = location { return place }
        if lookups[location] == nil {
            if lookups.count >= Self.capacity { lookups.removeAll() }
            lookups[location] = Lookup(task: Task { [resolver] in try await resolver.resolvePlace(location) })
        }
        let task = lookups[location]!.task, number = lookups[location]!.next
        lookups[location]!.next += 1
        lookups[location]!.waiting.insert(number)
        defer { if lookups[location]?.task == task { lookups[location]!.waiting.remove(number) } }
        do {
            return try await withTaskCancellationHandler {
                try await task.value
            } onCancel: {
                Task { await self.cancelled(number, waitingFor: task, of: location) }
            }
        } catch {
            if lookups[location]?.task == task { lookups[location] = nil }
            throw error
        }
    }

    /// The request `number` waiting for `task`'s lookup of `location` was cancelled: when every request still waiting
    /// is, the lookup is cancelled and forgotten.
    private func cancelled(_ number: Int, waitingFor task: Task<ResolvedPlace, any Error>, of location: ForecastLocation) {
        guard var lookup = lookups[location], lookup.task == task, lookup.waiting.contains(number) else { return }
        lookup.cancelled.insert(number)
        lookups[location] = lookup
        if lookup.cancelled.isSuperset(of: lookup.waiting) {
            lookups[location] = nil
            task.cancel()
        }
    }
}
