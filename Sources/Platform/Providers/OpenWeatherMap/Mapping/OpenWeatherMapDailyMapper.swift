internal import Domain

/// One item of the paid plans' `/data/2.5/forecast/daily` as a day: `temp.max/min`, `pop` × 100, `rain` + `snow`,
/// `speed` and `deg`, `sunrise/sunset`, in the place's local date and times.
struct OpenWeatherMapDailyMapper {
    let units: Units
    let utcOffsetSeconds: Int

    func day(from item: JSONField) throws -> DailyForecast {
        let convert = OpenWeatherMapUnits(units: units)
        guard let time = try item["dt"].optionalInteger() else { throw JSONShapeError(path: item["dt"].path, problem: "missing") }
        let amounts = [try item["rain"].optionalNumber(), try item["snow"].optionalNumber()].compactMap { $0 }
        return DailyForecast(
            date: local(time).date,
            condition: try item["weather"].optionalArray()?.first?["id"].optionalInteger().flatMap(OpenWeatherMapCondition.condition(for:)),
            temperatureMin: try item["temp"]["min"].optionalNumber(),
            temperatureMax: try item["temp"]["max"].optionalNumber(),
            precipitationSum: convert.precipitation(amounts.reduce(0, +).hundredths),
            precipitationProbability: try item["pop"].optionalNumber().map { $0 * 100 },
            windSpeedMax: try item["speed"].optionalNumber().map(convert.windSpeed),
            windDirection: try item["deg"].optionalNumber(),
            sunrise: try item["sunrise"].optionalInteger().map(local),
            sunset: try item["sunset"].optionalInteger().map(local)
        )
    }

    private func local(_ seconds: Int) -> LocalDateTime {
        LocalDateTime(Instant(secondsSince1970: Double(seconds)), utcOffsetSeconds: utcOffsetSeconds)
    }
}
