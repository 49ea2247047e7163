/// A ``ResolvePlaceUseCase`` that looks each place up once for everything that shares it: a second request for a
/// place already found is answered from memory, one for a place being looked up waits for that lookup, and a
/// lookup that fails is forgotten, so the next request tries again. A lookup is cancelled once every request waiting
/// for it is, so that cancelling a request stops its search.
///
/// One value serves every use case of a ``UseCaseProvider``: a forecast, its warnings and its ensemble asked for
/// "Bergen" at the same time cause one place search.
public actor SharedPlaceResolution: ResolvePlaceUseCase {
    /// The most places remembered; past it, the memory starts again.
    public static let capacity = 256

    private struct Lookup {
        let task: Task<ResolvedPlace, any Error>
        var waiting = 0
        var cancelled = 0
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
        lookups[location]?.waiting += 1
        let task = lookups[location]!.task
        defer { lookups[location]?.waiting -= 1 }
        do {
            return try await withTaskCancellationHandler {
                try await task.value
            } onCancel: {
                Task { await self.waiterCancelled(location, task) }
            }
        } catch {
            if lookups[location]?.task == task { lookups[location] = nil }
            throw error
        }
    }

    /// One request waiting for `task`'s lookup of `location` was cancelled: when every one still waiting is, the
    /// lookup is cancelled too.
    private func waiterCancelled(_ location: ForecastLocation, _ task: Task<ResolvedPlace, any Error>) {
        guard lookups[location]?.task == task else { return }
        lookups[location]?.cancelled += 1
        if let lookup = lookups[location], lookup.cancelled >= lookup.waiting {
            task.cancel()
        }
    }
}
