/// The air at a place: now, then hour by hour, read on the index its people know (or the one asked for).
public struct AirQualityReport: Sendable, Hashable {
    /// Where.
    public let location: ResolvedPlace
    /// The index the report is read on.
    public let index: AirQualityIndex
    /// The air now, when the service gave it.
    public let current: AirQualityReading?
    /// The coming hours, from the current one.
    public let hours: [AirQualityReading]
    /// Who the data is from.
    public let source: DataSource
    /// When it was fetched and whether it is stale.
    public let freshness: AnswerFreshness?

    /// Makes a report.
    public init(
        location: ResolvedPlace, index: AirQualityIndex, current: AirQualityReading?, hours: [AirQualityReading], source: DataSource,
        freshness: AnswerFreshness?
    ) {
        self.location = location
        self.index = index
        self.current = current
        self.hours = hours
        self.source = source
        self.freshness = freshness
    }
}

/// What a service answers about the air: now, and the coming hours.
public struct AirQualityForecast: Sendable, Hashable {
    /// The air now, when the service gave it.
    public let current: AirQualityReading?
    /// The coming hours.
    public let hours: [AirQualityReading]

    /// Makes a forecast.
    public init(current: AirQualityReading?, hours: [AirQualityReading]) {
        self.current = current
        self.hours = hours
    }
}
