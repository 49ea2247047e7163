@testable import Application
import ApplicationTesting
import Domain

/// Nowcasts for rendering tests: Bergen (UTC+1) at 2026-11-22 14:20 UTC (15:20 on its clocks), a shower on radar
/// every 5 minutes, and the other outlooks made from rates of their own.
enum SampleNowcast {
    static let now = SampleAlerts.now
    static let bergen = ResolvedPlace(
        place: Place(
            name: "Bergen", region: "Vestland", country: "Norway", countryCode: "NO", coordinate: try! Coordinate(latitude: 60.39299, longitude: 5.32415),
            timeZoneIdentifier: "Europe/Oslo"
        )
    )
    static let radar = DataSource(provider: "MET Norway", attribution: "Nowcast by MET Norway (CC BY 4.0)")
    static let model = DataSource(provider: "Open-Meteo", attribution: "Weather data by Open-Meteo.com")

    /// A shower from 15:35, heaviest 8.2 mm/h at 16:00, over by 16:20; one step's rate not known (16:35).
    static let showerRates: [Double?] = [0, 0, 0, 0.2, 0.6, 1.4, 2.4, 3.1, 8.2, 4.0, 1.2, 0.3, 0, 0, 0, nil, 0, 0, 0, 0, 0, 0]

    /// The report of `rates`, one a step of `stepMinutes` from now, at `place`, whose clocks are `utcOffset` seconds ahead
    /// of UTC.
    static func report(
        _ rates: [Double?] = showerRates, stepMinutes: Int = 5, method: NowcastMethod = .radar, units: Units = .metric,
        fallback: NowcastFallback? = nil, place: ResolvedPlace = bergen, utcOffset: Int = 3600
    ) -> NowcastReport {
        let steps = rates.enumerated().map { index, rate in
            NowcastStep(time: Instant(secondsSince1970: now.secondsSince1970 + Double(index * stepMinutes * 60)), precipitationRate: rate)
        }
        let summary = NowcastSummary(steps: steps, stepMinutes: stepMinutes, now: now)
        return NowcastReport(
            location: place, method: method, stepMinutes: stepMinutes, steps: steps, units: units, summary: summary, fallback: fallback,
            source: method == .radar ? radar : model,
            utcOffsets: Dictionary(uniqueKeysWithValues: (steps.map(\.time) + [summary.coveredUntil]).map { ($0, utcOffset) })
        )
    }
}
