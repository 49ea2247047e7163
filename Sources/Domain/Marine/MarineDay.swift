/// The sea on one day, on the place's clock, from its hours: the highest waves and swell with their dominant
/// direction and longest period, the warmest sea, the fastest current, and the tide's high and low waters.
public struct MarineDay: Sendable, Hashable {
    /// The day.
    public let date: LocalDate
    /// The sea's waves: the highest, their dominant direction and the longest period.
    public let waves: WaveTrain
    /// The wind's waves, likewise.
    public let windWaves: WaveTrain
    /// The primary swell, likewise.
    public let swell: WaveTrain
    /// The warmest sea-surface temperature of the day.
    public let seaTemperature: Double?
    /// The fastest current of the day.
    public let currentSpeed: Double?
    /// The high and low waters found in the day's hours, in time order.
    public let tides: [TideTurn]

    /// Makes a day.
    public init(
        date: LocalDate, waves: WaveTrain, windWaves: WaveTrain = WaveTrain(), swell: WaveTrain = WaveTrain(), seaTemperature: Double? = nil,
        currentSpeed: Double? = nil, tides: [TideTurn] = []
    ) {
        self.date = date
        self.waves = waves
        self.windWaves = windWaves
        self.swell = swell
        self.seaTemperature = seaTemperature
        self.currentSpeed = currentSpeed
        self.tides = tides
    }

    /// The days of `hours`, in order, each from its own hours, with the turns of `tides` that fall on it.
    public static func days(of hours: [MarineHour], tides: [TideTurn]) -> [MarineDay] {
        var days: [MarineDay] = []
        var start = hours.startIndex
        while start < hours.endIndex {
            let date = hours[start].time.date
            let end = hours[start...].firstIndex { $0.time.date != date } ?? hours.endIndex
            let day = hours[start..<end]
            days.append(MarineDay(
                date: date, waves: summary(day.map(\.waves)), windWaves: summary(day.map(\.windWaves)), swell: summary(day.map(\.swell)),
                seaTemperature: day.compactMap(\.seaTemperature).max(), currentSpeed: day.compactMap(\.currentSpeed).max(),
                tides: tides.filter { $0.time.date == date }
            ))
            start = end
        }
        return days
    }

    /// A day's train: the highest height, the longest period, and the dominant direction (the mean of the hours'
    /// directions as vectors, each as long as its height: the bigger waves count more).
    static func summary(_ trains: [WaveTrain]) -> WaveTrain {
        WaveTrain(height: trains.compactMap(\.height).max(), direction: dominantDirection(trains), period: trains.compactMap(\.period).max())
    }

    /// The mean of the directions as unit vectors weighted by their heights (by 1 where no height is known), in
    /// degrees from 0 up to 360; `nil` when no direction is known or they cancel out.
    static func dominantDirection(_ trains: [WaveTrain]) -> Double? {
        var east = 0.0, north = 0.0
        for train in trains {
            guard let direction = train.direction else { continue }
            let weight = train.height ?? 1, radians = direction * .pi / 180
            east += weight * Trigonometry.sin(radians)
            north += weight * Trigonometry.cos(radians)
        }
        guard abs(east) > 1e-9 || abs(north) > 1e-9 else { return nil }
        let degrees = Trigonometry.atan2(east, north) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
