internal import Domain

/// One MET Norway step as an hour or as the conditions now, in the place's local time and the units asked for.
struct METNorwayMapper {
    let zone: PlaceTimeZone
    let units: Units

    /// The step as an hour: the instant values, and what the next hour brings.
    func hour(from step: METNorwayStep) -> HourlyForecast {
        let reading = Reading(step, mapper: self)
        return HourlyForecast(
            time: reading.time, condition: reading.condition, temperature: reading.temperature,
            relativeHumidity: step.relativeHumidity, precipitation: reading.precipitation,
            precipitationProbability: step.nextHour?.probabilityOfPrecipitation, cloudCover: step.cloudAreaFraction,
            windSpeed: reading.windSpeed, windDirection: step.windFromDirection, isDay: reading.isDay
        )
    }

    /// The first step as the conditions now.
    func conditions(from step: METNorwayStep) -> CurrentConditions {
        let reading = Reading(step, mapper: self)
        return CurrentConditions(
            time: reading.time, condition: reading.condition, temperature: reading.temperature,
            relativeHumidity: step.relativeHumidity, precipitation: reading.precipitation, windSpeed: reading.windSpeed,
            windDirection: step.windFromDirection, pressureMSL: step.airPressureAtSeaLevel,
            cloudCover: step.cloudAreaFraction, isDay: reading.isDay
        )
    }

    /// What an hour and the conditions now both read from a step, converted.
    private struct Reading {
        let time: LocalDateTime
        let condition: WeatherCondition?
        let temperature: Double?
        let precipitation: Double?
        let windSpeed: Double?
        let isDay: Bool?

        init(_ step: METNorwayStep, mapper: METNorwayMapper) {
            let symbol = (step.nextHour ?? step.nextSixHours)?.symbolCode
            time = LocalDateTime(step.time, utcOffsetSeconds: mapper.zone.utcOffsetSeconds(at: step.time))
            condition = symbol.flatMap(METNorwaySymbol.condition(for:))
            temperature = step.airTemperature.map { mapper.units.temperature.value(fromCelsius: $0) }
            // An hour's amount: the next hour's, or the next six hours' shared out where the series is 6-hourly.
            let amount = step.nextHour?.precipitationAmount ?? step.nextSixHours?.precipitationAmount.map { $0 / 6 }
            precipitation = amount.map { mapper.units.precipitation.value(fromMillimetres: $0) }
            windSpeed = step.windSpeed.map { mapper.units.windSpeed.value(fromMetresPerSecond: $0) }
            isDay = symbol.flatMap(Self.isDay)
        }

        /// Day or night, from a symbol's suffix; `nil` for symbols that have none (cloudy, fog, rain …).
        private static func isDay(_ symbol: String) -> Bool? {
            if symbol.hasSuffix("_day") { return true }
            if symbol.hasSuffix("_night") || symbol.hasSuffix("_polartwilight") { return false }
            return nil
        }
    }
}
