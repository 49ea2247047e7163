/// Computes sunrise, sunset, solar noon and civil twilight for a local date and a coordinate, offline: the NOAA
/// solar calculator's method, each event refined at its own time so that the Sun's motion during the day counts.
public enum SunCalculator {
    /// The altitude of the Sun's centre at sunrise and sunset: the upper limb on the horizon, with refraction.
    static let sunriseAltitude = -0.833
    /// The altitude of the Sun's centre at civil dawn and dusk.
    static let civilAltitude = -6.0

    /// The Sun on `date` at `coordinate`, whose clocks are `utcOffsetSeconds(at:)` ahead of UTC at each instant.
    public static func day(_ date: LocalDate, at coordinate: Coordinate, utcOffsetSeconds: (Instant) -> Int) -> SunDay {
        let noon = solarNoon(on: date, longitude: coordinate.longitude, utcOffsetSeconds: utcOffsetSeconds)
        let rise = event(near: noon, altitude: sunriseAltitude, coordinate: coordinate, rising: true)
        let set = event(near: noon, altitude: sunriseAltitude, coordinate: coordinate, rising: false)
        let polar: SunDay.Polar? = switch rise {
        case .found: nil
        case .alwaysAbove: .day
        case .alwaysBelow: .night
        }
        return SunDay(
            date: date, dawn: event(near: noon, altitude: civilAltitude, coordinate: coordinate, rising: true).instant,
            sunrise: rise.instant, solarNoon: noon, sunset: set.instant,
            dusk: event(near: noon, altitude: civilAltitude, coordinate: coordinate, rising: false).instant, polar: polar
        )
    }

    /// What looking for the Sun at an altitude found.
    enum Crossing {
        case found(Instant)
        /// The Sun stays above the altitude all day.
        case alwaysAbove
        /// The Sun stays below it all day.
        case alwaysBelow

        var instant: Instant? {
            guard case .found(let instant) = self else { return nil }
            return instant
        }
    }

    /// The meridian transit within the local date: the one nearest local noon on the place's clocks.
    static func solarNoon(on date: LocalDate, longitude: Double, utcOffsetSeconds: (Instant) -> Int) -> Instant {
        let localNoon = LocalDateTime(date: date, hour: 12, minute: 0).map { $0.minutesSinceEpoch * 60 } ?? 0
        var guess = Instant(secondsSince1970: Double(localNoon - utcOffsetSeconds(Instant(secondsSince1970: Double(localNoon)))))
        for _ in 0..<3 {
            guess = transit(near: guess, longitude: longitude)
        }
        return guess
    }

    /// The transit nearest `instant`: when the Sun's hour angle is zero.
    private static func transit(near instant: Instant, longitude: Double) -> Instant {
        let midnight = (instant.julianDay - 0.5).rounded(.down) + 0.5
        let equation = SolarPosition(at: instant).equationOfTime
        var transit = midnight + (720 - 4 * longitude - equation) / 1440
        if transit - instant.julianDay > 0.5 { transit -= 1 }
        if instant.julianDay - transit > 0.5 { transit += 1 }
        return Instant(julianDay: transit)
    }

    /// When the Sun's centre crosses `altitude` before (`rising`) or after `noon`, each step recomputing the Sun's
    /// position at the time found.
    static func event(near noon: Instant, altitude: Double, coordinate: Coordinate, rising: Bool) -> Crossing {
        let latitude = coordinate.latitude.radians
        var time = noon
        for _ in 0..<4 {
            let position = SolarPosition(at: time)
            let cosine = (Trigonometry.sin(altitude.radians) - Trigonometry.sin(latitude) * Trigonometry.sin(position.declination))
                / (Trigonometry.cos(latitude) * Trigonometry.cos(position.declination))
            if cosine > 1 { return .alwaysBelow }
            if cosine < -1 { return .alwaysAbove }
            let hourAngle = Trigonometry.acos(cosine).degrees
            let transit = transit(near: time, longitude: coordinate.longitude)
            time = Instant(secondsSince1970: transit.secondsSince1970 + (rising ? -1 : 1) * hourAngle * 240)
        }
        return .found(time)
    }
}
