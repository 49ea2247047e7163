/// Gives every day of a forecast its sunrise and sunset: a day the service sent without either gets them computed by
/// ``SunCalculator`` on the place's clocks; a day the service gave them keeps the service's.
enum DaylightFill {
    /// `days` at `place`, whose clocks are the zone `zone` (UTC when `nil`), each with a sunrise and sunset where the
    /// Sun has them; unchanged when `zones` does not know the zone.
    static func days(_ days: [DailyForecast], at place: Place, zone: String?, zones: any TimeZoneRules) -> [DailyForecast] {
        // A service that sends the times (Open-Meteo) costs no tzdata read: a cached daily run is on the start-up path.
        guard days.contains(where: { $0.sunrise == nil && $0.sunset == nil }) else { return days }
        let zone = zone ?? "UTC"
        func offset(at instant: Instant) -> Int? {
            zone == "UTC" ? 0 : zones.utcOffsets(zone: zone, at: [instant])?.first
        }
        guard offset(at: Instant(secondsSince1970: 0)) != nil else { return days }
        return days.map { day in
            guard day.sunrise == nil, day.sunset == nil else { return day }
            let sun = SunCalculator.day(day.date, at: place.coordinate) { offset(at: $0) ?? 0 }
            var filled = day
            filled.sunrise = sun.sunrise.map { LocalDateTime($0, utcOffsetSeconds: offset(at: $0) ?? 0) }
            filled.sunset = sun.sunset.map { LocalDateTime($0, utcOffsetSeconds: offset(at: $0) ?? 0) }
            return filled
        }
    }
}
