/// A ``ResolvePlaceUseCase`` that looks each place up once for everything that shares it: a second request for a
/// place already found is answered from memory, one for a place being looked up waits for that lookup, and a
/// lookup that fails is forgotten, so the next request tries again.
///
/// One value serves every use case of a ``UseCaseProvider``: a forecast, its warnings and its ensemble asked for
/// "Bergen" at the same time cause one place search.
public actor SharedPlaceResolution: ResolvePlaceUseCase {
    /// The most places remembered; past it, the memory starts again.
    public static let capacity = 256

    private let resolver: any ResolvePlaceUseCase
    private var lookups: [ForecastLocation: Task<ResolvedPlace, any Error>] = [:]

    /// Shares `resolver`'s answers.
    public init(_ resolver: any ResolvePlaceUseCase) {
        self.resolver = resolver
    }

    /// See ``ResolvePlaceUseCase/resolvePlace(_:)``.
    public func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace {
        if case .resolved(let place) = location { return place }
        if let lookup = lookups[location] { return try await lookup.value }
        if lookups.count >= Self.capacity { lookups.removeAll() }
        let lookup = Task { [resolver] in try await resolver.resolvePlace(location) }
        lookups[location] = lookup
        do {
            return try await lookup.value
        } catch {
            if lookups[location] == lookup { lookups[location] = nil }
            throw error
        }
    }
}
