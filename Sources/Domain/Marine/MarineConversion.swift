/// The sea's values in the units asked, from the service's metres, degrees Celsius and kilometres per hour: heights
/// by ``Units/height``, the sea's temperature by the temperature's unit, currents by ``Units/currentSpeed``.
enum MarineConversion {
    /// `hour` in `units`.
    static func hour(_ hour: MarineHour, in units: Units) -> MarineHour {
        var converted = hour
        converted.waves = train(hour.waves, in: units)
        converted.windWaves = train(hour.windWaves, in: units)
        converted.swell = train(hour.swell, in: units)
        converted.secondarySwell = train(hour.secondarySwell, in: units)
        converted.seaTemperature = hour.seaTemperature.map(units.temperature.value(fromCelsius:))
        converted.currentSpeed = hour.currentSpeed.map { units.currentSpeed.value(fromMetresPerSecond: $0 / 3.6) }
        converted.seaLevel = hour.seaLevel.map(units.height.value(fromMetres:))
        return converted
    }

    private static func train(_ train: WaveTrain, in units: Units) -> WaveTrain {
        WaveTrain(height: train.height.map(units.height.value(fromMetres:)), direction: train.direction, period: train.period)
    }
}
