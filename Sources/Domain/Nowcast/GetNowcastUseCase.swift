/// What `forecast nowcast` asks: a place, and how far ahead.
public struct NowcastRequest: Sendable, Hashable {
    /// Where.
    public let location: ForecastLocation
    /// How far ahead, in minutes, within ``allowedMinutes``.
    public let minutes: Int
    /// The units the report is to be shown in.
    public let units: Units

    /// The most minutes a nowcast looks ahead: two hours.
    public static let maximumMinutes = 120
    /// The windows a nowcast can be asked for, in minutes: from one radar step to two hours.
    public static let allowedMinutes = 5...maximumMinutes

    /// Makes a request.
    public init(location: ForecastLocation, minutes: Int = maximumMinutes, units: Units = .metric) {
        self.location = location
        self.minutes = minutes
        self.units = units
    }
}

/// Gives the precipitation of the next two hours at a place in steps of minutes: from radar where a radar covers it,
/// else from a model.
public protocol GetNowcastUseCase: Sendable {
    /// Whether a radar or a model at its own short step covers `place`, without asking anything: where not, a
    /// nowcast is only the hourly forecast interpolated, and views beside a forecast do not ask for it.
    func coversNatively(_ place: Place) -> Bool

    /// The nowcast at the request's place.
    /// - Throws: ``ForecastError``: ``ForecastError/outOfRange(_:)`` for minutes out of range, before any request;
    ///   what finding the place and the services throw.
    func nowcast(for request: NowcastRequest) async throws -> NowcastReport
}

extension UseCaseKind where UseCase == any GetNowcastUseCase {
    /// The use cases that give the precipitation of the next two hours in steps of minutes.
    public static var nowcast: Self { Self("nowcast") }
}
