internal import Domain

/// One MET Norway step as an hour or as the conditions now, in the place's local time and the units asked for.
struct METNorwayMapper {
    let zone: METNorwayZone
    let units: Units

    /// The step as an hour: the instant values, and what the next hour brings.
    func hour(from step: METNorwayStep) -> HourlyForecast {
        let next = step.nextHour ?? step.nextSixHours
        return HourlyForecast(
            time: LocalDateTime(step.time, utcOffsetSeconds: zone.utcOffsetSeconds(at: step.time)),
            condition: next?.symbolCode.flatMap(METNorwaySymbol.condition(for:)),
            temperature: step.airTemperature.map { METNorwayUnits.temperature($0, in: units) },
            relativeHumidity: step.relativeHumidity,
            precipitation: step.nextHour?.precipitationAmount.map { METNorwayUnits.precipitation($0, in: units) },
            precipitationProbability: step.nextHour?.probabilityOfPrecipitation,
            cloudCover: step.cloudAreaFraction,
            windSpeed: step.windSpeed.map { METNorwayUnits.windSpeed($0, in: units) },
            windDirection: step.windFromDirection,
            isDay: next?.symbolCode.flatMap(Self.isDay)
        )
    }

    /// The first step as the conditions now.
    func conditions(from step: METNorwayStep) -> CurrentConditions {
        let next = step.nextHour ?? step.nextSixHours
        return CurrentConditions(
            time: LocalDateTime(step.time, utcOffsetSeconds: zone.utcOffsetSeconds(at: step.time)),
            condition: next?.symbolCode.flatMap(METNorwaySymbol.condition(for:)),
            temperature: step.airTemperature.map { METNorwayUnits.temperature($0, in: units) },
            relativeHumidity: step.relativeHumidity,
            precipitation: step.nextHour?.precipitationAmount.map { METNorwayUnits.precipitation($0, in: units) },
            windSpeed: step.windSpeed.map { METNorwayUnits.windSpeed($0, in: units) },
            windDirection: step.windFromDirection,
            pressureMSL: step.airPressureAtSeaLevel,
            cloudCover: step.cloudAreaFraction,
            isDay: next?.symbolCode.flatMap(Self.isDay)
        )
    }

    /// Day or night, from a symbol's suffix; `nil` for symbols that have none (cloudy, fog, rain …).
    private static func isDay(_ symbol: String) -> Bool? {
        if symbol.hasSuffix("_day") { return true }
        if symbol.hasSuffix("_night") || symbol.hasSuffix("_polartwilight") { return false }
        return nil
    }
}
