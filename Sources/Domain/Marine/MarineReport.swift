/// The sea nearest a place: where it is, its hours (or days), and the tide's high and low waters.
public struct MarineReport: PlaceReport, Hashable {
    /// The place asked for.
    public let location: ResolvedPlace
    /// Where the sea shown is, from the place.
    public let sea: SeaPoint
    /// How far ahead was asked, and how.
    public let span: MarineRequest.Span
    /// The hours shown: from the current hour for a span of hours, every hour of the days for a span of days.
    public let hours: [MarineHour]
    /// The days, for a span of days (empty for a span of hours).
    public let days: [MarineDay]
    /// The high and low waters of the whole series fetched, in time order.
    public let tides: [TideTurn]
    /// The units every value is in.
    public let units: Units
    /// Who the data is from.
    public let source: DataSource
    /// When it was fetched and whether it is stale.
    public let freshness: AnswerFreshness?
    /// The place's clock when the report was made: the current hour starts the hours shown.
    public let now: LocalDateTime

    /// Makes a report.
    public init(
        location: ResolvedPlace, sea: SeaPoint, span: MarineRequest.Span, hours: [MarineHour], days: [MarineDay] = [], tides: [TideTurn] = [],
        units: Units = .metric, source: DataSource, freshness: AnswerFreshness? = nil, now: LocalDateTime
    ) {
        self.location = location
        self.sea = sea
        self.span = span
        self.hours = hours
        self.days = days
        self.tides = tides
        self.units = units
        self.source = source
        self.freshness = freshness
        self.now = now
    }

    /// The first high or low water after now.
    public var nextTide: TideTurn? { tides.first { $0.time > now } }

    /// The sea's state at `hour`, from its significant wave height; `nil` where the height is not known.
    public func seaState(_ hour: MarineHour) -> SeaState? { hour.waves.height.flatMap { SeaState(waveHeightMetres: units.height.metres(from: $0)) } }

    /// The sea's state on `day`, from its highest waves.
    public func seaState(_ day: MarineDay) -> SeaState? { day.waves.height.flatMap { SeaState(waveHeightMetres: units.height.metres(from: $0)) } }

    /// The hour starting at `time`, if shown.
    public func hour(at time: LocalDateTime) -> MarineHour? { hours.first { $0.time == time } }

    /// The day `date`, if shown.
    public func day(on date: LocalDate) -> MarineDay? { days.first { $0.date == date } }
}
