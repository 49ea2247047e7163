public import Domain

/// A ``MarineRepository`` that records the points it is searched at and the point and days it is asked for, and
/// gives stubbed answers or errors.
public struct MarineRepositorySpy: MarineRepository {
    /// The point and days of one call to ``marine(at:days:)``.
    public struct Call: Sendable, Hashable {
        /// Where.
        public let point: Coordinate
        /// How many days.
        public let days: Int

        /// Makes a call's record.
        public init(point: Coordinate, days: Int) {
            self.point = point
            self.days = days
        }
    }

    /// Who it says the data is from.
    public let source: DataSource
    /// The calls to ``seaCells(among:)``, each with the points searched.
    public let searchCalls: Spy<[Coordinate], [Bool]>
    /// The calls to ``marine(at:days:)``.
    public let marineCalls: Spy<Call, ForecastAnswer<MarineSeries>>

    /// Makes a spy whose search finds sea where `isSea` says, and whose forecast is `series` with the UTC offset
    /// `utcOffsetSeconds` in `timeZoneIdentifier`.
    public init(
        isSea: @escaping @Sendable (Int, Coordinate) -> Bool, series: MarineSeries, timeZoneIdentifier: String? = nil, utcOffsetSeconds: Int? = 0,
        source: DataSource = DataSource(provider: "Sea", attribution: "Marine data by Sea")
    ) {
        self.source = source
        self.isSea = isSea
        searchCalls = Spy(.success([]))
        marineCalls = Spy(.success(ForecastAnswer(series, timeZoneIdentifier: timeZoneIdentifier, utcOffsetSeconds: utcOffsetSeconds)))
    }

    private let isSea: @Sendable (Int, Coordinate) -> Bool

    /// Records the points and says, for each, whether `isSea` finds sea there (by its index and coordinate); an error
    /// stubbed on ``searchCalls`` is thrown instead.
    public func seaCells(among points: [Coordinate]) async throws -> [Bool] {
        _ = try searchCalls.record(points)
        return points.enumerated().map { isSea($0.offset, $0.element) }
    }

    /// Records the call and gives the stubbed answer.
    public func marine(at point: Coordinate, days: Int) async throws -> ForecastAnswer<MarineSeries> {
        try marineCalls.record(Call(point: point, days: days))
    }
}
