import Foundation

/// A climate made from a latitude alone, for the answers made for the place: the mean temperature of a date, warm
/// near the equator and colder towards the poles, warmest in the hemisphere's summer (late July in the north, late
/// January in the south) with seasons wider the further from the equator. Plausible, not true: London (51.5° N) is
/// about 7.5 °C in late November and 18 °C in late July; the tropics are 27 °C all year.
struct PlaceClimate: Sendable {
    /// The day of the year the northern hemisphere is warmest (24 July), counted from 1 January.
    static let warmestDay = 205.0
    /// Days in the mean Gregorian year.
    static let yearDays = 365.2425

    /// Degrees, north positive.
    let latitude: Double

    /// The mean temperature at `date`, in °C: the latitude's yearly mean, plus or minus its season.
    func meanCelsius(at date: Date) -> Double {
        let sine = sin(latitude * .pi / 180)
        let yearly = 27 - 26 * sine * sine
        let season = 0.13 * latitude
        let days = date.timeIntervalSince1970 / 86_400
        return yearly + season * cos(2 * .pi * (days - Self.warmestDay) / Self.yearDays)
    }
}
