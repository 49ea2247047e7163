/// The values no sea has (a negative or absurd height, a temperature colder than sea water freezes or hotter than
/// any sea, a direction off the compass): each is kept as unknown, never shown as a calm or a cold sea.
enum PlausibleSea {
    /// Wave and swell heights, in metres: the highest wave measured by a buoy is about 19 m significant.
    static let heights = 0.0...30.0
    /// Periods, in seconds.
    static let periods = 0.0...40.0
    /// Sea-surface temperatures, in degrees Celsius.
    static let temperatures = -3.0...40.0
    /// Current speeds, in km/h.
    static let currentSpeeds = 0.0...20.0
    /// The sea level above mean sea level, in metres: tides and surges stay within ±10 m of it.
    static let seaLevels = -10.0...10.0
    /// Directions, in degrees.
    static let directions = 0.0...360.0

    /// The hour with every implausible value unknown.
    static func checked(_ hour: MarineHour) -> MarineHour {
        var checked = hour
        checked.waves = train(hour.waves)
        checked.windWaves = train(hour.windWaves)
        checked.swell = train(hour.swell)
        checked.secondarySwell = train(hour.secondarySwell)
        checked.seaTemperature = kept(hour.seaTemperature, within: temperatures)
        checked.currentSpeed = kept(hour.currentSpeed, within: currentSpeeds)
        checked.currentDirection = kept(hour.currentDirection, within: directions)
        checked.seaLevel = kept(hour.seaLevel, within: seaLevels)
        return checked
    }

    private static func train(_ train: WaveTrain) -> WaveTrain {
        WaveTrain(height: kept(train.height, within: heights), direction: kept(train.direction, within: directions), period: kept(train.period, within: periods))
    }

    private static func kept(_ value: Double?, within range: ClosedRange<Double>) -> Double? { value.flatMap { range.contains($0) ? $0 : nil } }
}
