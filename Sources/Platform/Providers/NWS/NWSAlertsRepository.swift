internal import Domain

/// The NWS's warnings, watches and advisories for a point in the United States and its territories.
struct NWSAlertsRepository: AlertsRepository {
    let client: ProviderClient
    let baseURL: String

    /// The credit the NWS's warnings carry.
    static let credit = DataSource(provider: "NWS", attribution: "Alerts from the US National Weather Service")
    /// Rough outlines of the United States and its territories, for a bare coordinate: the lower 48, Alaska,
    /// Hawaii, Puerto Rico and the Virgin Islands, Guam and the Northern Marianas, American Samoa.
    static let area = [
        CoordinateBox(latitudes: 24.4...49.4, longitudes: -125.0 ... -66.9),
        CoordinateBox(latitudes: 51.2...71.5, longitudes: -179.2 ... -129.9),
        CoordinateBox(latitudes: 18.9...22.3, longitudes: -160.3 ... -154.8),
        CoordinateBox(latitudes: 17.6...18.6, longitudes: -67.3 ... -64.5),
        CoordinateBox(latitudes: 13.2...20.6, longitudes: 144.6...146.1),
        CoordinateBox(latitudes: -14.6 ... -11.0, longitudes: -171.1 ... -168.1),
    ]

    var source: DataSource { Self.credit }
    var coverage: ServiceCoverage { NWSForecastRepository.coverage }
    var area: [CoordinateBox] { Self.area }

    func alerts(at place: Place) async throws -> ForecastAnswer<[WeatherAlert]> {
        try await client.fetchUnzonedAnswer(NWSAlertsTarget(baseURL: baseURL, coordinate: place.coordinate))
    }
}
