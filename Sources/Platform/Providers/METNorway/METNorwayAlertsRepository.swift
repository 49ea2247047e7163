internal import Domain

/// MET Norway's warnings (MetAlerts) for a point in Norway, Svalbard and their seas, asked in English.
struct METNorwayAlertsRepository: AlertsRepository {
    let client: ProviderClient
    let baseURL: String

    /// The credit MET Norway's warnings carry (CC BY 4.0, as its forecasts).
    static let credit = DataSource(provider: "MET Norway", attribution: "Alerts from MET Norway (CC BY 4.0)")
    /// Where MET Norway warns: Norway and Svalbard (with Jan Mayen).
    static let coverage = ServiceCoverage.countries(["NO", "SJ"], name: "Norway")
    /// Rough outlines of mainland Norway with its coast, and of Svalbard, for a bare coordinate.
    static let area = [
        CoordinateBox(latitudes: 57.8...71.3, longitudes: 4.0...31.3),
        CoordinateBox(latitudes: 74.0...81.0, longitudes: 10.0...35.0),
    ]

    var source: DataSource { Self.credit }
    var coverage: ServiceCoverage { Self.coverage }
    var area: [CoordinateBox] { Self.area }

    func alerts(at place: Place) async throws -> ForecastAnswer<[WeatherAlert]> {
        try await client.fetchUnzonedAnswer(METNorwayAlertsTarget(baseURL: baseURL, coordinate: place.coordinate))
    }
}
