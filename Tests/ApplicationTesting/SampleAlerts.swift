package import Domain

/// Warnings for rendering and listener tests: London, Kentucky (UTC−5) at 2026-11-22 14:20 UTC, with a moderate
/// Wind Advisory in force and a severe Winter Storm Warning from tomorrow morning.
package enum SampleAlerts {
    package static let now = Instant(secondsSince1970: 1_795_357_200)  // 2026-11-22T14:20:00Z
    package static let kentucky = ResolvedPlace(place: SampleForecast.londonKentucky)

    package static func hours(_ offset: Double) -> Instant { Instant(secondsSince1970: now.secondsSince1970 + offset * 3600) }

    package static let windAdvisory = WeatherAlert(
        id: "urn:oid:wind", event: "Wind Advisory", severity: .moderate, certainty: "likely", urgency: "expected",
        onset: hours(-1), ends: hours(6), expires: hours(1),
        headline: "Wind Advisory issued November 22 at 8:20AM EST until November 22 at 3:20PM EST by NWS Jackson KY",
        description: "* WHAT...Southwest winds 20 to 30 mph with gusts up to 50 mph.\n\n* WHERE...Laurel County.\n\n* IMPACTS...Gusty winds could blow around unsecured objects. Tree\nlimbs could be blown down and a few power outages may result.",
        instruction: "Use extra caution when driving, especially if operating a high\nprofile vehicle. Secure outdoor objects.",
        sender: "NWS Jackson KY", areas: ["Laurel", "Whitley"], link: "https://api.weather.gov/alerts/urn:oid:wind"
    )
    package static let winterStorm = WeatherAlert(
        id: "urn:oid:storm", event: "Winter Storm Warning", severity: .severe, certainty: "likely", urgency: "expected",
        onset: hours(18), ends: nil, expires: hours(30), headline: "Winter Storm Warning issued November 22",
        description: "Heavy snow expected.", instruction: nil, sender: "NWS Jackson KY", areas: ["Laurel"]
    )

    /// The report: the storm first (more severe), then the advisory; offsets of UTC−5 at every time it names.
    package static let report = AlertsReport(
        location: kentucky, coverage: .covered(by: DataSource(provider: "NWS", attribution: "Alerts from the US National Weather Service")),
        alerts: [winterStorm, windAdvisory], checkedAt: now,
        utcOffsets: Dictionary(uniqueKeysWithValues: [now, hours(-1), hours(6), hours(1), hours(18), hours(30)].map { ($0, -18_000) })
    )
    /// The same place with no warnings from the NWS.
    package static let none = AlertsReport(location: kentucky, coverage: report.coverage, alerts: [], checkedAt: now)
    /// London, GB: nobody covers it.
    package static let notCovered = AlertsReport(location: SampleForecast.unique, coverage: .notCovered, alerts: [], checkedAt: now)
}
