/// Conversions no service makes: the Beaufort scale. Services are asked for ``Units/measured`` (m/s where forces
/// are wanted), their values checked, and then turned into forces here, in one place for every provider.
public enum UnitConversion {
    /// The lowest speed of forces 1 to 12 in m/s, from the WMO's table (speeds at 10 m, to 0.1 m/s):
    /// force 1 is 0.3–1.5 m/s, force 12 is 32.7 m/s and above.
    static let beaufortLowerBounds: [Double] = [0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]

    /// The Beaufort force of a speed in m/s: the speed is taken to 0.1 m/s, as the WMO table reads, then its band.
    public static func beaufortForce(metresPerSecond speed: Double) -> Int {
        let tenths = (max(0, speed) * 10).rounded() / 10
        return beaufortLowerBounds.lastIndex { tenths >= $0 }.map { $0 + 1 } ?? 0
    }

    /// The lowest speed in m/s of a force (rounded to the nearest force from 0 to 12); not a number stays one.
    static func lowestSpeed(ofForce force: Double) -> Double {
        guard !force.isNaN else { return force }
        let index = Int(min(12, max(0, force.rounded())))
        return index == 0 ? 0 : beaufortLowerBounds[index - 1]
    }

    /// A day with its wind in `units`, from the ``Units/measured`` speeds.
    static func day(_ day: DailyForecast, in units: Units) -> DailyForecast {
        guard units.windSpeed == .beaufort else { return day }
        var converted = day
        converted.windSpeedMax = day.windSpeedMax.map(force)
        return converted
    }

    /// An hour, or the conditions now, with its wind and gusts in `units`, from the ``Units/measured`` speeds.
    static func moment<Moment: WindAtOneTime>(_ moment: Moment, in units: Units) -> Moment {
        guard units.windSpeed == .beaufort else { return moment }
        var converted = moment
        converted.windSpeed = moment.windSpeed.map(force)
        converted.windGusts = moment.windGusts.map(force)
        return converted
    }

    private static func force(_ metresPerSecond: Double) -> Double { Double(beaufortForce(metresPerSecond: metresPerSecond)) }
}

/// The weather at one time, an hour or now: a wind speed and gusts that conversions may rewrite.
protocol WindAtOneTime {
    var windSpeed: Double? { get set }
    var windGusts: Double? { get set }
}

extension HourlyForecast: WindAtOneTime {}
extension CurrentConditions: WindAtOneTime {}
