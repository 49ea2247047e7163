package import Domain
import Foundation

/// The sea off Biarritz, shaped like Open-Meteo's marine answers: 48 hours from midnight on the place's clock
/// (UTC+1) of waves building from slight to rough out of the west, wind waves, a swell, a secondary swell for a few
/// hours, a warm sea, a current setting north-east, and a semi-diurnal tide; one hour the model gave nothing for,
/// and one with no sea temperature. Its reports are made from it as ``MarineService`` makes them (in the units asked,
/// the tide's turns from the hourly sea level, the days from the hours), shown from a point 4 km west of the town.
package enum SampleMarine {
    /// Biarritz.
    package static let place = Place(
        name: "Biarritz", region: "Nouvelle-Aquitaine", country: "France", countryCode: "FR",
        coordinate: try! Coordinate(latitude: 43.48333, longitude: -1.55861), timeZoneIdentifier: "Europe/Paris"
    )
    /// Biarritz as the place search finds it.
    package static let location = ResolvedPlace(place: place, source: DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org"))
    /// The marine service's credit.
    package static let source = DataSource(provider: "Open-Meteo", attribution: "Marine data by Open-Meteo.com")
    /// Now, on the place's clock.
    package static let now = LocalDateTime(iso8601: "2026-11-22T14:20")!
    /// The model's cell shown: 4 km west of the town.
    package static let seaCell = try! Coordinate(latitude: 43.48333, longitude: -1.60810)

    /// The series as the service gives it: metres, degrees Celsius, kilometres per hour.
    package static let series: [MarineHour] = (0..<48).map { index in
        let time = LocalDateTime(iso8601: "2026-11-22T00:00")!.adding(minutes: index * 60)
        // Hour 20: the model gave nothing.
        guard index != 20 else { return MarineHour(time: time) }
        let hour = Double(index)
        return MarineHour(
            time: time,
            waves: WaveTrain(height: 1.0 + 0.05 * hour, direction: 290 + Double(index % 5), period: 9 + 0.1 * hour),
            windWaves: WaveTrain(height: 0.3 + 0.02 * hour, direction: 250, period: 4.5),
            swell: WaveTrain(height: 0.9 + 0.04 * hour, direction: 295, period: 11 + 0.05 * hour),
            secondarySwell: (10..<17).contains(index) ? WaveTrain(height: 0.4, direction: 200, period: 7) : WaveTrain(),
            seaTemperature: index == 16 ? nil : 14.2 + 0.01 * hour,
            currentSpeed: 0.4 + 0.01 * hour, currentDirection: 45,
            seaLevel: (1.6 * cos(2 * Double.pi * (hour - 3.25) / 12.42) + 0.1)
        )
    }

    /// The next 24 hours in metric units.
    package static let biarritz = report()
    /// Two days in metric units.
    package static let biarritzDays = report(span: .days(2))

    /// The sea for `span` in `units`, shown from 4 km west, or at the place itself when `atPlace`.
    package static func report(span: MarineRequest.Span = .hours(24), units: Units = .metric, atPlace: Bool = false, freshness: AnswerFreshness? = nil) -> MarineReport {
        let hours = series.map { converted($0, to: units) }
        let tides = TideTurn.turns(in: hours.map { ($0.time, $0.seaLevel) })
        let sea = atPlace ? SeaPoint(place.coordinate, from: place.coordinate, isAtPlace: true) : SeaPoint(seaCell, from: place.coordinate, isAtPlace: false)
        let currentHour = now.adding(minutes: -now.minute)
        let shown: [MarineHour], days: [MarineDay]
        switch span {
        case .hours(let count):
            shown = Array(hours.filter { $0.time >= currentHour }.prefix(count))
            days = []
        case .days(let count):
            days = Array(MarineDay.days(of: hours, tides: tides).prefix(count))
            shown = hours.filter { hour in days.contains { $0.date == hour.time.date } }
        }
        return MarineReport(
            location: location, sea: sea, span: span, hours: shown, days: days, tides: tides, units: units, source: source, freshness: freshness, now: now
        )
    }

    /// `hour` in `units`: heights by the height unit, the sea's temperature by the temperature's, currents by the
    /// current's.
    private static func converted(_ hour: MarineHour, to units: Units) -> MarineHour {
        func train(_ train: WaveTrain) -> WaveTrain {
            WaveTrain(height: train.height.map(units.height.value(fromMetres:)), direction: train.direction, period: train.period)
        }
        var converted = hour
        converted.waves = train(hour.waves)
        converted.windWaves = train(hour.windWaves)
        converted.swell = train(hour.swell)
        converted.secondarySwell = train(hour.secondarySwell)
        converted.seaTemperature = hour.seaTemperature.map(units.temperature.value(fromCelsius:))
        converted.currentSpeed = hour.currentSpeed.map { units.currentSpeed.value(fromMetresPerSecond: $0 / 3.6) }
        converted.seaLevel = hour.seaLevel.map(units.height.value(fromMetres:))
        return converted
    }
}
