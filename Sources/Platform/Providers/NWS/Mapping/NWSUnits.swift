internal import Domain

/// The NWS's periods in the units asked for, whatever units the answer used (°C or °F, km/h or mph).
struct NWSUnits {
    let units: Units

    func temperature(_ period: NWSPeriod) -> Double? {
        period.temperature.map { value in
            let celsius = period.temperatureIsFahrenheit ? TemperatureUnit.fahrenheit.celsius(from: value) : value
            return units.temperature.value(fromCelsius: celsius)
        }
    }

    func windSpeed(_ period: NWSPeriod) -> Double? {
        period.windSpeed.map { value in
            units.windSpeed.value(value, from: period.windSpeedIsMilesPerHour ? .milesPerHour : .kilometresPerHour)
        }
    }
}
