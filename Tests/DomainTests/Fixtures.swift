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
        (1...count).map { DailyForecast(date: LocalDate(year: 2026, month: 11, day: $0)!, temperatureMax: Double($0)) }
    }
}
