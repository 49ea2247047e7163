/// What `forecast marine` asks: a place, and how far ahead, by hours or by days.
public struct MarineRequest: Sendable, Hashable {
    /// How far ahead, and how: hour by hour or day by day.
    public enum Span: Sendable, Hashable {
        /// The next `n` hours, from the current one (``MarineRequest/allowedHours``).
        case hours(Int)
        /// `n` days from today (``MarineRequest/allowedDays``).
        case days(Int)
    }

    /// Where.
    public let location: ForecastLocation
    /// How far ahead.
    public let span: Span
    /// The units the report is to be shown in: heights by ``Units/height``, the sea's temperature by the temperature's
    /// unit, currents by ``Units/currentSpeed``.
    public let units: Units

    /// The hours a marine forecast can be asked for: up to 16 days.
    public static let allowedHours = 1...384
    /// The days a marine forecast can be asked for.
    public static let allowedDays = 1...16
    /// The hours shown when nothing else is asked.
    public static let defaultHours = 24

    /// Makes a request.
    public init(location: ForecastLocation, span: Span = .hours(defaultHours), units: Units = .metric) {
        self.location = location
        self.span = span
        self.units = units
    }

    /// Checks the span, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)``.
    public func validate() throws(ForecastError) {
        switch span {
        case .hours(let hours): try OutOfRange.check(hours, Self.allowedHours, .hours)
        case .days(let days): try OutOfRange.check(days, Self.allowedDays, .days)
        }
    }
}

/// Gives the sea near a place: waves, swell, sea temperature, currents and the tide's rise and fall, from the nearest
/// water the marine model covers.
public protocol GetMarineForecastUseCase: Sendable {
    /// The sea nearest the request's place.
    /// - Throws: ``ForecastError``: ``ForecastError/outOfRange(_:)`` for a span out of range, before any request;
    ///   ``ForecastError/outsideCoverage(service:coverage:)`` when the model has no sea near the place (after the one
    ///   search for water: "Open-Meteo's marine model covers only the sea, and it has none within 50 km of Berlin");
    ///   what finding the place and the service throw.
    func marine(for request: MarineRequest) async throws -> MarineReport
}

extension UseCaseKind where UseCase == any GetMarineForecastUseCase {
    /// The use cases that give the sea near a place.
    public static var marine: Self { Self("marine forecast") }
}
