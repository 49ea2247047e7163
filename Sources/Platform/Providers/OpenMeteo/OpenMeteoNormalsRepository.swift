internal import Domain

/// A place's 1991–2020 normals from Open-Meteo's archive: one request for 30 years of daily highs and lows, kept a
/// year.
struct OpenMeteoNormalsRepository: NormalsRepository {
    let client: ProviderClient
    let baseURL: String

    var source: DataSource { OpenMeteoObservedWeatherRepository.credit }

    func climateNormals(at place: Place, units: Units) async throws -> ForecastAnswer<ClimateNormals> {
        try await client.fetchAnswer(OpenMeteoNormalsTarget(baseURL: baseURL, place: place, units: units))
    }
}
