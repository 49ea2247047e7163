/// London's (Heathrow's) 1991–2020 monthly mean daily lows and highs in °C, from the Met Office's climate tables: an
/// independent yardstick for the temperatures the stub makes for the place.
enum LondonClimate {
    /// Each month's mean low and high, January first.
    static let means: [(low: Double, high: Double)] = [
        (2.6, 8.4), (2.6, 9.0), (4.0, 11.7), (5.5, 15.0), (8.7, 18.5), (11.6, 21.6),
        (13.7, 23.9), (13.6, 23.3), (11.3, 20.3), (8.6, 15.9), (5.1, 11.6), (2.8, 8.8),
    ]

    /// The temperatures plausible in `month` (1–12): from 4 °C below its mean low to 4 °C above its mean high.
    static func plausible(inMonth month: Int) -> ClosedRange<Double> {
        let mean = means[month - 1]
        return (mean.low - 4)...(mean.high + 4)
    }
}
