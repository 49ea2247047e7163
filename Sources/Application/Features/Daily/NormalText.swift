import Domain

/// How `daily --normal` says a day, and the days together, compare with the 1991–2020 normal.
enum NormalText {
    /// Within this many degrees of the normal, the days are "near normal".
    static let nearBand = 1.0

    /// The header's line: "warmer than usual: highs 3 °C above the 1991–2020 normal"; `nil` when no high is known.
    static func summary(_ normals: NormalsComparison, units: Units, words: Catalogue) -> String? {
        guard let mean = normals.meanHighAnomaly else { return nil }
        let key = mean >= nearBand ? "normal.warmer" : mean <= -nearBand ? "normal.colder" : "normal.near"
        // Near normal says the band it is within, not a difference that rounds to nothing.
        let degrees = words.degrees(key == "normal.near" ? nearBand : abs(mean), units.temperatureSymbol)
        return words(key, ["degrees": degrees])
    }

    /// A day's cell: the high's difference from its normal, "+4°C", "−2°C", "±0°C" (in the language's style).
    static func cell(_ day: DayAgainstNormal, units: Units, words: Catalogue) -> String? {
        day.anomalyMax.map { words.degreesDifference($0, units.temperatureSymbol) }
    }

    /// A day's JSON and CSV fields: `normal` and `anomaly`, each `{"temperature_max", "temperature_min"}`, to a tenth.
    static func fields(_ day: DayAgainstNormal) -> JSONFields {
        [("normal", .object(normal(day))), ("anomaly", .object(anomaly(day)))]
    }

    /// The day's normal and anomaly as CSV columns: `normal_temperature_max` … `anomaly_temperature_min` (empty for a
    /// day without a normal).
    static func columns(_ day: DayAgainstNormal?) -> JSONFields {
        normal(day).map { ("normal_" + $0.key, $0.value) } + anomaly(day).map { ("anomaly_" + $0.key, $0.value) }
    }

    private static func normal(_ day: DayAgainstNormal?) -> JSONFields {
        [("temperature_max", JSONValue.number(day?.normalMax, decimals: 1)), ("temperature_min", JSONValue.number(day?.normalMin, decimals: 1))]
    }

    private static func anomaly(_ day: DayAgainstNormal?) -> JSONFields {
        [("temperature_max", JSONValue.number(day?.anomalyMax, decimals: 1)), ("temperature_min", JSONValue.number(day?.anomalyMin, decimals: 1))]
    }
}
