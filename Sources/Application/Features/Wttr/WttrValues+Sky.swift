import Domain

extension WttrValues {
    /// What wttr.in writes for a time it does not know (a polar day's sunrise).
    static let unknownTime = "??:??:??"

    /// Today's dawn, sunrise, zenith, sunset or dusk on the place's clock, to the second: "07:12:40".
    func sunTime(_ code: WttrCode) -> String {
        guard let sun = extras[WttrSunExtra.self], let day = sun.days.first else { return Self.unknownTime }
        let instant: Instant? = switch code {
        case .dawn: day.dawn
        case .sunrise: day.sunrise
        case .zenith: day.solarNoon
        case .sunset: day.sunset
        default: day.dusk
        }
        guard let instant else { return Self.unknownTime }
        return String(Self.clock(instant, offsetSeconds: sun.utcOffsets[instant] ?? 0).prefix(8))
    }

    /// The time now on the place's clock, to the second, with its offset from UTC: "10:17:03+0000". The offset is
    /// the one the Sun's times nearest now were read at.
    var localTime: String {
        guard let sun = extras[WttrSunExtra.self] else { return Self.unknownTime }
        return Self.clock(now, offsetSeconds: PlaceClock(offsets: sun.utcOffsets).utcOffsetSeconds(at: now))
    }

    /// The Moon today as wttr.in gives it: its phase's emoji as seen from the north, wherever the place is (`%m`); its
    /// age in whole days (`%M`).
    func moon(_ code: WttrCode) -> String {
        guard let day = extras[WttrMoonExtra.self]?.days.first else { return Self.unknown }
        return code == .moonPhase ? MoonTable.glyph(day.phase, southern: false) : String(Int(day.phase.ageDays.rounded(.down)))
    }

    /// `instant` on a clock `offsetSeconds` ahead of UTC, as `strftime`'s `%H:%M:%S%z` writes it: "10:17:03+0000"
    /// (the end of its ISO 8601 form, the colon of the offset left out).
    static func clock(_ instant: Instant, offsetSeconds: Int) -> String {
        let time = AlertText.iso8601(instant, offsetSeconds: offsetSeconds).suffix("10:17:03+00:00".count)
        return String(time.prefix("10:17:03+00".count) + time.suffix(2))
    }
}
