/// Turns what a person asked for into one place, noting the others it could have meant.
public protocol ResolvePlaceUseCase: Sendable {
    /// The place `location` stands for.
    /// - Throws: ``ForecastError/placeNotFound(query:elsewhere:)`` when nothing matches, or what the service
    ///   reports.
    func resolvePlace(_ location: ForecastLocation) async throws -> ResolvedPlace
}

/// Where a forecast is asked for.
public enum ForecastLocation: Sendable, Hashable {
    /// A place as a person types it, e.g. "London" or "London, CA"; see ``PlaceQuery``.
    case place(PlaceQuery)
    /// An exact point.
    case coordinate(Coordinate)
    /// A place already resolved earlier in the same run (so that a forecast and its alerts look it up once).
    case resolved(ResolvedPlace)
}

extension UseCaseKind where UseCase == any ResolvePlaceUseCase {
    /// The use cases that turn a query or coordinate into a place, noting other places it could mean.
    public static var resolvePlace: Self { Self("place resolution") }
}
