internal import Domain

/// Ensembles from Open-Meteo's ensemble API: one model's members hour by hour, cached like forecasts. When no model is
/// named, the region's: DWD's ICON in Europe, NOAA's GFS in North America, ECMWF's IFS elsewhere.
struct OpenMeteoEnsembleRepository: EnsembleRepository {
    let client: ProviderClient
    let baseURL: String

    /// The credit the ensembles carry.
    static let credit = DataSource(provider: "Open-Meteo", attribution: "Ensemble forecasts by Open-Meteo.com")

    var source: DataSource { Self.credit }
    /// The service's longest ensembles, 35 days (the models' own horizons are shorter; the hours beyond are empty).
    var maximumDays: Int { 35 }

    func ensemble(at place: Place, model: String?, days: Int, units: Units) async throws -> ForecastAnswer<EnsembleForecast> {
        let target = OpenMeteoEnsembleTarget(baseURL: baseURL, place: place, model: model ?? Self.model(for: place.coordinate), days: min(days, maximumDays), units: units)
        return try await client.fetchAnswer(target)
    }

    /// The model for a place's region: `icon_seamless` over Europe, `gfs_seamless` over North America,
    /// `ecmwf_ifs025` elsewhere.
    static func model(for coordinate: Coordinate) -> String {
        let (latitude, longitude) = (coordinate.latitude, coordinate.longitude)
        if (34...72).contains(latitude) && (-25...45).contains(longitude) { return "icon_seamless" }
        if (15...75).contains(latitude) && (-170...(-50)).contains(longitude) { return "gfs_seamless" }
        return "ecmwf_ifs025"
    }
}
