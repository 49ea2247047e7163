import Foundation

/// The sea the stub's marine model tells at a point inside a ``SeaBox``, following the clock so that every answer,
/// whenever asked, holds a tide and waves that move: the sea level a semidiurnal tide (a sine of period 12.42 hours,
/// amplitude 1 m, plus a second harmonic of 0.12 m), its current flowing north-east on the rising tide and
/// south-west on the falling one (0.4 to 1.6 km/h, fastest half way); the wind's waves, the swell and the secondary
/// swell each a smooth wave of its own period (19, 41 and 23 hours), the sea as a whole their combined height; the
/// sea's temperature its box's mean (12.5–17.5 °C) with a daily swing of 0.3 °C. Each point's phases follow its coordinate,
/// so two places' tides differ.
struct StubSea {
    /// The tide's period, in hours (the principal lunar semidiurnal constituent, M2).
    static let tidePeriodHours = 12.42
    /// The tide's amplitude, in metres.
    static let tideAmplitude = 1.0

    /// The box the point is in.
    let box: SeaBox
    /// The point's latitude.
    let latitude: Double
    /// The point's longitude.
    let longitude: Double

    /// A variable's value at `date` in metric units (metres, degrees, seconds, °C, km/h), rounded as the service rounds
    /// it; `nil` for one the stub does not make.
    func value(of variable: String, at date: Date) -> Double? {
        let hours = date.timeIntervalSince1970 / 3600
        switch variable {
        case "wave_height": return Self.rounded(waves(at: hours).height, 2)
        case "wave_direction": return waves(at: hours).direction.rounded()
        case "wave_period": return Self.rounded(waves(at: hours).period, 2)
        case "wind_wave_height": return Self.rounded(windWaves(at: hours).height, 2)
        case "wind_wave_direction": return windWaves(at: hours).direction.rounded()
        case "wind_wave_period": return Self.rounded(windWaves(at: hours).period, 2)
        case "swell_wave_height": return Self.rounded(swell(at: hours).height, 2)
        case "swell_wave_direction": return swell(at: hours).direction.rounded()
        case "swell_wave_period": return Self.rounded(swell(at: hours).period, 2)
        case "secondary_swell_wave_height": return Self.rounded(secondarySwell(at: hours).height, 2)
        case "secondary_swell_wave_direction": return secondarySwell(at: hours).direction.rounded()
        case "secondary_swell_wave_period": return Self.rounded(secondarySwell(at: hours).period, 2)
        case "sea_level_height_msl": return Self.rounded(seaLevel(at: hours), 2)
        case "sea_surface_temperature": return Self.rounded(box.seaTemperature + 0.3 * sin(2 * .pi * hours / 24), 1)
        case "ocean_current_velocity": return Self.rounded(0.4 + 1.2 * abs(cos(tidePhase(at: hours))), 1)
        case "ocean_current_direction": return cos(tidePhase(at: hours)) >= 0 ? 45 : 225
        default: return nil
        }
    }

    /// One train of waves: height in metres, where from in degrees, period in seconds.
    private typealias Train = (height: Double, direction: Double, period: Double)

    /// The point's own phase, so that places differ.
    private var phase: Double { latitude * .pi / 45 + longitude * .pi / 90 }

    /// The tide's phase at `hours` since 1970.
    private func tidePhase(at hours: Double) -> Double { 2 * .pi * hours / Self.tidePeriodHours + longitude * .pi / 90 }

    /// The sea level above mean sea level, in metres.
    private func seaLevel(at hours: Double) -> Double {
        let phase = tidePhase(at: hours)
        return Self.tideAmplitude * sin(phase) + 0.12 * sin(2 * phase + 0.7)
    }

    /// A smooth swing of `period` hours between -1 and 1.
    private func swing(_ hours: Double, period: Double) -> Double { sin(2 * .pi * hours / period + phase) }

    /// The waves the wind raises: low and short, from the west-south-west.
    private func windWaves(at hours: Double) -> Train {
        (box.roughness * (0.5 + 0.3 * swing(hours, period: 19)), 240 + 25 * swing(hours, period: 27), 3.5 + swing(hours, period: 19))
    }

    /// The primary swell: longer, from the west-north-west.
    private func swell(at hours: Double) -> Train {
        (box.roughness * (0.8 + 0.4 * swing(hours, period: 41)), 285 + 15 * swing(hours, period: 53), 8 + 2 * swing(hours, period: 41))
    }

    /// The secondary swell: low and long, from the north-west.
    private func secondarySwell(at hours: Double) -> Train {
        (box.roughness * (0.25 + 0.1 * swing(hours, period: 23)), 320 + 10 * swing(hours, period: 31), 11 + swing(hours, period: 23))
    }

    /// The sea as a whole: the trains' energies summed (the height the square root of the squares' sum), from where
    /// the highest comes, its period the energy-weighted mean.
    private func waves(at hours: Double) -> Train {
        let trains = [windWaves(at: hours), swell(at: hours), secondarySwell(at: hours)]
        let energy = trains.map { $0.height * $0.height }.reduce(0, +)
        let highest = trains.max { $0.height < $1.height } ?? trains[0]
        let period = zip(trains, trains.map { $0.height * $0.height }).map { $0.period * $1 }.reduce(0, +) / energy
        return (sqrt(energy), highest.direction, period)
    }

    /// `value` rounded to `decimals` places.
    private static func rounded(_ value: Double, _ decimals: Int) -> Double {
        let scale = pow(10, Double(decimals))
        return (value * scale).rounded() / scale
    }
}
