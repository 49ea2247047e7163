import Domain

/// Places and days the Domain tests share.
enum Sample {
    static let london = Place(
        name: "London", region: "England", country: "United Kingdom", countryCode: "GB",
        coordinate: try! Coordinate(latitude: 51.50853, longitude: -0.12574),
        timeZoneIdentifier: "Europe/London", population: 8_961_989
    )
    static let londonOntario = Place(
        name: "London", region: "Ontario", country: "Canada", countryCode: "CA",
        coordinate: try! Coordinate(latitude: 42.98339, longitude: -81.23304),
        timeZoneIdentifier: "America/Toronto", population: 346_765
    )
    static let londonderry = Place(
        name: "Londonderry", region: "Northern Ireland", country: "United Kingdom", countryCode: "GB",
        coordinate: try! Coordinate(latitude: 54.9981, longitude: -7.30934),
        timeZoneIdentifier: "Europe/London"
    )

    static func days(_ count: Int) -> [DailyForecast] {
        (0..<count).map { $0 + 1 }.map { DailyForecast(date: LocalDate(year: 2026, month: 11, day: $0)!, temperatureMax: Double($0)) }
    }
}

extension Sample {
    static let londonOhio = Place(
        name: "London", region: "Ohio", country: "United States", countryCode: "US",
        coordinate: try! Coordinate(latitude: 39.88645, longitude: -83.44825), timeZoneIdentifier: "America/New_York"
    )
    static let hollywoodCalifornia = Place(
        name: "Hollywood", region: "California", country: "United States", countryCode: "US",
        coordinate: try! Coordinate(latitude: 34.09834, longitude: -118.32674), timeZoneIdentifier: "America/Los_Angeles"
    )
    static let hollywoodCanada = Place(
        name: "Hollywood", region: "Nova Scotia", country: "Canada", countryCode: "CA",
        coordinate: try! Coordinate(latitude: 44.9, longitude: -63.9), timeZoneIdentifier: "America/Halifax"
    )

    /// 2026-11-22T14:20:00Z.
    static let now = Instant(secondsSince1970: 1_795_356_000 + 20 * 60)

    /// Hours from 2026-11-22T12:00 local, each as `make` shapes it from its index.
    static func hours(_ count: Int, _ make: (Int, LocalDateTime) -> HourlyForecast = { HourlyForecast(time: $1, temperature: Double($0)) }) -> [HourlyForecast] {
        let noon = LocalDateTime(iso8601: "2026-11-22T12:00")!
        return (0..<count).map { make($0, noon.adding(minutes: $0 * 60)) }
    }
}
