import Foundation

/// Answers Open-Meteo's `minutely_15=…` with `forecast_minutely_15=N` (the same in both modes): N stamps from the
/// current quarter hour, as local times in the asked zone (``GeneratedForecast/timeZone(for:longitude:)``), each
/// `precipitation` the amount over the quarter hour before its stamp as ``NowcastStory`` tells it (rain at Enschede,
/// dry elsewhere); any other variable is the generated hourly value at the stamp.
struct OpenMeteoNowcastStub {
    /// The seconds between stamps.
    static let stampSeconds = 900.0
    /// The most stamps the service gives (16 days of quarter hours).
    static let maximumStamps = 1536

    /// The answer's zone, units and generated values.
    let generated: GeneratedForecast
    /// The coordinate asked, which picks the story's place.
    let latitude: Double
    let longitude: Double

    /// `minutely_15` and `minutely_15_units` for the variables asked, `count` stamps from the current quarter hour.
    func minutely(variables: [String], count: Int) -> [String: Any] {
        let start = (generated.now.timeIntervalSince1970 / Self.stampSeconds).rounded(.down) * Self.stampSeconds
        let stamps = (0..<count).map { Date(timeIntervalSince1970: start + Double($0) * Self.stampSeconds) }
        var block: [String: Any] = ["time": stamps.map(generated.localTime)]
        var units: [String: Any] = ["time": "iso8601"]
        for variable in variables {
            block[variable] = stamps.indices.map { index in variable == "precipitation" ? amount(stamp: index) : generated.value(of: variable, at: stamps[index]) }
            units[variable] = generated.unit(of: variable)
        }
        return ["minutely_15": block, "minutely_15_units": units]
    }

    /// The amount before stamp `index`, in the units asked (inches to three decimals).
    private func amount(stamp index: Int) -> Double {
        let millimetres = NowcastStory.quarterHourAmount(stamp: index, latitude: latitude, longitude: longitude)
        return generated.inches ? (millimetres / 25.4 * 1000).rounded() / 1000 : millimetres
    }
}
