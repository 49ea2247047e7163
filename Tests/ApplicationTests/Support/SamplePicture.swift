@testable import Application
import ApplicationTesting
import Domain
import Foundation

/// Reports for pictures: London (its clocks at UTC) from 14:00 on 22 November 2026, now 14:20. Two days of hours whose
/// warmest is 14:00 on the 23rd (index 24), rain from 20:00 on the 23rd, the Sun's days computed for London; a week
/// of days with every kind of symbol, dry days and wet ones.
enum SamplePicture {
    static let now = SampleAlerts.now
    static let start = LocalDateTime(iso8601: "2026-11-22T14:00")!
    /// The warmest hour's index.
    static let warmestHour = 24

    /// `count` hours from 14:00: a daily swing warmest at 14:00, a little warmer each hour to the warmest, cooler after;
    /// rain from index 30 to 40.
    static func hours(_ count: Int = 48) -> [HourlyForecast] {
        (0..<count).map { index in
            let swing = 4 * cos(2 * Double.pi * Double(index) / 24)
            let rain = (30...40).contains(index)
            return HourlyForecast(
                time: start.adding(minutes: index * 60), condition: .init(kind: rain ? .rain : .partlyCloudy, intensity: rain ? .moderate : nil),
                temperature: 7 + swing + (index <= warmestHour ? Double(index) * 0.08 : 1.92 - Double(index - warmestHour) * 0.1), apparentTemperature: 5 + swing, relativeHumidity: 80,
                precipitation: rain ? 0.2 * Double(index - 29) : 0, precipitationProbability: rain ? 40 + Double(index - 30) * 5 : 5, cloudCover: 60,
                windSpeed: 10 + Double(index % 7), windDirection: 200 + Double(index * 3), windGusts: 30
            )
        }
    }

    static func hourly(_ count: Int = 48, units: Units = .metric, place: ResolvedPlace = SampleForecast.unique, from start: LocalDateTime = start) -> HourlyForecastReport {
        let hours = hours(count).map { hour in
            HourlyForecast(
                time: start.adding(minutes: hour.time.minutesSinceEpoch - Self.start.minutesSinceEpoch), condition: hour.condition, temperature: hour.temperature,
                apparentTemperature: hour.apparentTemperature, precipitation: hour.precipitation, precipitationProbability: hour.precipitationProbability,
                windSpeed: hour.windSpeed, windDirection: hour.windDirection
            )
        }
        return HourlyForecastReport(location: place, hours: hours, units: units, source: SampleForecast.source)
    }

    /// The Sun's days at `place` from `date` (the 22nd), computed, on clocks `utcOffset` seconds ahead of UTC.
    static func sun(at place: ResolvedPlace = SampleForecast.unique, utcOffset: Int = 0, from date: LocalDate = start.date, days: Int = 3) -> SunReport {
        let computed = (-1..<days).map { SunCalculator.day(LocalDate(daysSinceEpoch: date.daysSinceEpoch + $0), at: place.place.coordinate) { _ in utcOffset } }
        let instants = computed.flatMap { [$0.dawn, $0.sunrise, $0.solarNoon, $0.sunset, $0.dusk].compactMap { $0 } }
        return SunReport(
            location: place, timeZoneIdentifier: place.place.timeZoneIdentifier ?? "UTC", days: Array(computed.dropFirst()), dayBefore: computed[0],
            utcOffsets: Dictionary(uniqueKeysWithValues: instants.map { ($0, utcOffset) })
        )
    }

    /// What is drawn beside the hours: Kentucky's sample warnings, the sun, and a shower on a 15-minute model.
    static func extras(ensemble: EnsembleOutlook? = nil) -> PlaceExtras {
        var extras = PlaceExtras()
        extras[AlertsExtra.self] = SampleAlerts.report
        extras[EnsembleExtra.self] = ensemble
        extras[SunExtra.self] = sun()
        extras[NowcastExtra.self] = SampleNowcast.report([0, 0.4, 1.2, 2.4, 0.8, 0, 0, 0], stepMinutes: 15, method: .model, place: SampleForecast.unique, utcOffset: 0)
        return extras
    }

    static let kinds: [WeatherCondition.Kind] = [.clear, .partlyCloudy, .rainShowers, .snow, .thunderstormWithHail, .fog, .sleet]

    /// A week: a kind of symbol a day (every kind across the tests), dry days (0) and wet ones.
    static func daily(units: Units = .metric, place: ResolvedPlace = SampleForecast.unique) -> DailyForecastReport {
        let days = kinds.enumerated().map { index, kind in
            let date = LocalDate(daysSinceEpoch: start.date.daysSinceEpoch + index)
            return DailyForecast(
                date: date, condition: .init(kind: kind), temperatureMin: 2 + Double(index), temperatureMax: 8 + Double(index * 2) - (index == 3 ? 9 : 0),
                precipitationSum: [0, 0, 4.2, 11.5, 23, 0, 1.1][index], precipitationProbability: [5, 10, 70, 90, 95, 20, 60][index], windSpeedMax: 20,
                windDirection: 250, sunrise: LocalDateTime(date: date, hour: 7, minute: 25 + index), sunset: LocalDateTime(date: date, hour: 15, minute: 59 - index)
            )
        }
        return DailyForecastReport(location: place, days: days, units: units, source: SampleForecast.source)
    }
}
