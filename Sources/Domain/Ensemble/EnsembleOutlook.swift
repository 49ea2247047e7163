/// What an ensemble says about the coming hours and days at a place: each hour's and each day's spread.
public struct EnsembleOutlook: PlaceReport, Hashable {
    /// Where the outlook is for.
    public let location: ResolvedPlace
    /// The model the members are of, as the service names it.
    public let model: String?
    /// Each hour's spread (precipitation counted wet at 0.1 mm), from the start of today.
    public let hours: [EnsembleHour]
    /// Each day's spread (over the members' daily highs; precipitation counted wet at 1 mm).
    public let days: [EnsembleDay]
    /// The units temperatures and amounts are in.
    public let units: Units
    /// Who runs the ensemble.
    public let source: DataSource
    /// When the members were fetched and whether they are stale, when known.
    public let freshness: AnswerFreshness?

    /// Makes an outlook.
    public init(
        location: ResolvedPlace, model: String?, hours: [EnsembleHour], days: [EnsembleDay], units: Units,
        source: DataSource, freshness: AnswerFreshness? = nil
    ) {
        self.location = location
        self.model = model
        self.hours = hours
        self.days = days
        self.units = units
        self.source = source
        self.freshness = freshness
    }

    /// The most members any hour used: the ensemble's size as the answer gave it.
    public var members: Int { hours.map(\.spread.members).max() ?? 0 }

    /// The spread of the hour starting at `time`, when the ensemble covers it.
    public func spread(at time: LocalDateTime) -> EnsembleSpread? { hours.first { $0.time == time }?.spread }

    /// The spread of `date`, when the ensemble covers it.
    public func spread(on date: LocalDate) -> EnsembleSpread? { days.first { $0.date == date }?.spread }
}

/// One hour of an ensemble outlook.
public struct EnsembleHour: Sendable, Hashable {
    /// When the hour starts, local to the place.
    public let time: LocalDateTime
    /// What the members say about it.
    public let spread: EnsembleSpread

    /// Makes an hour.
    public init(time: LocalDateTime, spread: EnsembleSpread) {
        self.time = time
        self.spread = spread
    }
}

/// One day of an ensemble outlook.
public struct EnsembleDay: Sendable, Hashable {
    /// The date, local to the place.
    public let date: LocalDate
    /// What the members say about it.
    public let spread: EnsembleSpread

    /// Makes a day.
    public init(date: LocalDate, spread: EnsembleSpread) {
        self.date = date
        self.spread = spread
    }
}
