import Foundation

/// The weather every generated answer tells, in SI units, so that the services agree with each other: overcast and
/// dry for ``dryHours`` hours from the current one, then light rain (0.4 mm an hour); a temperature on a daily curve
/// 4 °C either side of the day's mean, warmest at 15:00 and coldest at 03:00; a south-westerly of 14 to 19 km/h.
///
/// The recorded mode's answers (``StubAnswers/recorded``) keep the curve the stub always had: a mean of 8 °C on the
/// zone's wall clock, whatever the place. The answers made for the place put the curve on the place's solar time,
/// around its climate's mean for the date (``PlaceClimate``), so that a service asked in UTC (MET Norway) and one
/// asked in the place's zone (Open-Meteo) give the same temperature for the same instant.
struct StubWeather: Sendable {
    /// What the temperature follows.
    enum Curve: Sendable {
        /// The zone's wall clock, around 8 °C: the same for every place.
        case wallClock(TimeZone)
        /// The place's solar time, around its climate's mean.
        case place(latitude: Double, longitude: Double)
    }

    /// The hours from the current one that stay dry.
    static let dryHours = 8
    /// The rain of a wet hour, in mm.
    static let rainPerHour = 0.4

    let now: Date
    let curve: Curve

    /// The weather of `answers` at a place: the recorded mode's curve on `timeZone`'s clock, or the place's own.
    init(answers: StubAnswers, latitude: Double, longitude: Double, timeZone: TimeZone, now: Date) {
        self.now = now
        curve = answers == .recorded ? .wallClock(timeZone) : .place(latitude: latitude, longitude: longitude)
    }

    /// The start of the current hour.
    var currentHour: Date { Date(timeIntervalSince1970: floor(now.timeIntervalSince1970 / 3600) * 3600) }

    /// Whole hours from the current hour to `date`'s hour: 0 within the current hour, negative before it.
    func hoursFromNow(_ date: Date) -> Int {
        Int(floor((date.timeIntervalSince1970 - currentHour.timeIntervalSince1970) / 3600))
    }

    /// The hour of the day the curve reads at `date`: the wall clock's whole hour, or the solar time's.
    func hourOfDay(at date: Date) -> Double {
        switch curve {
        case let .wallClock(zone):
            return Double(Calendar.gregorian(in: zone).component(.hour, from: date))
        case let .place(_, longitude):
            let solar = (date.timeIntervalSince1970 / 3600 + longitude / 15).truncatingRemainder(dividingBy: 24)
            return solar < 0 ? solar + 24 : solar
        }
    }

    /// The air temperature at `date`, in °C.
    func celsius(at date: Date) -> Double {
        let mean = switch curve {
        case .wallClock: 8.0
        case let .place(latitude, _): PlaceClimate(latitude: latitude).meanCelsius(at: date)
        }
        return mean + 4 * sin((hourOfDay(at: date) - 9) / 24 * 2 * .pi)
    }

    /// Whether the hour of `date` rains.
    func isWet(at date: Date) -> Bool { hoursFromNow(date) >= Self.dryHours }

    /// The rain in the hour from `date`, in mm.
    func rain(at date: Date) -> Double { isWet(at: date) ? Self.rainPerHour : 0 }

    /// The wind's mean speed at `date`, in km/h: 14 at the current hour, a km/h more each hour, back to 14 every six.
    func windKilometresPerHour(at date: Date) -> Double {
        14 + Double((hoursFromNow(date) % 6 + 6) % 6)
    }

    /// The direction the wind comes from, in degrees.
    var windDirection: Int { 225 }

    /// The relative humidity at `date`, in %.
    func relativeHumidity(at date: Date) -> Int { isWet(at: date) ? 93 : 81 }

    /// The cloud cover, in %: overcast throughout.
    var cloudCover: Int { 100 }

    /// The air pressure at sea level, in hPa.
    var pressure: Double { 1012.4 }
}
