extension CheckCondition {
    /// An hour with at least ``WeatherCheckService/wetHourMillimetres`` of precipitation, or a chance of it at or
    /// above the threshold (percent, default 50). Within a nowcast's reach, ``RainCheckService`` reads its steps.
    public static let rain = CheckCondition(
        name: "rain", summary: "precipitation of 0.1 mm or more in an hour, or a chance at or above the threshold, default 50%",
        threshold: CheckThreshold(
            .chanceOfPrecipitation, meaning: { _ in "chance of precipitation (%)" }, allowed: { PlausibleValues(units: $0).percentage },
            unit: { _ in "%" }, defaultValue: { _ in 50 }
        ),
        hourly: HourlyCheckRule(
            isMet: { hour, threshold, units in
                let wet = units == .metric ? WeatherCheckService.wetHourMillimetres : WeatherCheckService.wetHourMillimetres / 25.4
                return (hour.precipitation ?? 0) >= wet - 1e-9 || HourlyCheckRule.reaches(hour.precipitationProbability, threshold)
            },
            value: \.precipitationProbability, nearestIsLowest: false
        )
    )
}
