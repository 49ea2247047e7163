/// What an ensemble's members say about one hour or day: the median and the 10th–90th percentile range of the
/// temperature, the share of members with precipitation at or above a threshold, and the median and 90th percentile
/// of the amount. A member without a value for a quantity is left out of that quantity's figures.
public struct EnsembleSpread: Sendable, Hashable {
    /// The members used: those that gave a temperature or an amount of precipitation.
    public let members: Int
    /// The 10th percentile of the members' temperatures.
    public let temperatureP10: Double?
    /// The median of the members' temperatures.
    public let temperatureMedian: Double?
    /// The 90th percentile of the members' temperatures.
    public let temperatureP90: Double?
    /// The share of members with precipitation at or above the threshold, in percent (0…100).
    public let precipitationProbability: Double?
    /// The median amount of precipitation.
    public let precipitationMedian: Double?
    /// The 90th percentile of the amount.
    public let precipitationP90: Double?
    /// How many members gave precipitation at or above the threshold, of those that gave an amount.
    public let wetMembers: Int

    /// The spread of `temperatures` and `precipitation`, one value a member in the same order (`nil` where a member
    /// gave none), a member counting as wet at `wetThreshold` or more (0.1 mm for an hour, 1 mm for a day).
    public init(temperatures: [Double?], precipitation: [Double?], wetThreshold: Double) {
        let heat = temperatures.compactMap { $0 }.sorted()
        let rain = precipitation.compactMap { $0 }.sorted()
        func given(_ values: [Double?], _ member: Int) -> Bool { member < values.count && values[member] != nil }
        members = (0..<max(temperatures.count, precipitation.count)).filter { given(temperatures, $0) || given(precipitation, $0) }.count
        temperatureP10 = Percentile.of(sorted: heat, 10)
        temperatureMedian = Percentile.of(sorted: heat, 50)
        temperatureP90 = Percentile.of(sorted: heat, 90)
        wetMembers = rain.filter { $0 >= wetThreshold }.count
        precipitationProbability = rain.isEmpty ? nil : Double(wetMembers) / Double(rain.count) * 100
        precipitationMedian = Percentile.of(sorted: rain, 50)
        precipitationP90 = Percentile.of(sorted: rain, 90)
    }
}
