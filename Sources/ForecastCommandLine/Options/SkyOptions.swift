import Application
import ArgumentParser
import Domain

/// The options of the commands computed offline (`sun`, `moon`): which dates, and the zone of a coordinate.
struct SkyOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The first date, YYYY-MM-DD. (default: today at the place)", valueName: "date"))
    var date: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("How many days, 1…\(SkyRequest.maximumDays).", valueName: "days"))
    var days = 1

    @Option(help: ArgumentHelp("An IANA time zone for a coordinate's times, e.g. Europe/Oslo. (default: UTC)", valueName: "zone"))
    var timezone: String?

    func validate() throws {
        try UsageWording.check(days, 1...SkyRequest.maximumDays, .days)
        if let date, LocalDate(iso8601: date) == nil { throw ValidationError("--date must be a date as YYYY-MM-DD, not \(date)") }
    }

    /// One request a place.
    func requests(for locations: [ForecastLocation]) -> [SkyRequest] {
        let first = date.flatMap(LocalDate.init(iso8601:))
        return locations.map { SkyRequest(location: $0, date: first, days: days, timeZoneIdentifier: timezone) }
    }
}
