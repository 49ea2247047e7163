internal import Domain

/// Open-Meteo's 15-minute precipitation as a nowcast: a model's own 15-minute steps where one runs at that
/// resolution, hourly values interpolated everywhere else (it answers worldwide).
struct OpenMeteoNowcastRepository: NowcastRepository {
    let client: ProviderClient
    let baseURL: String

    /// Where Open-Meteo's 15-minute data is a model's own (its documentation: "Only available in Central Europe and
    /// North America. Other regions use interpolated hourly data"), as boxes a little inside each model's domain:
    /// - Central Europe, DWD's ICON-D2 domain (about 43.2–58.1° N, 3.9° W–20.3° E): the Alps, Germany, Benelux,
    ///   Denmark, Poland's west and France's north;
    /// - the contiguous United States and southern Canada, NOAA's HRRR domain (a Lambert grid; its inner box is
    ///   about 21–53° N, 134–60° W).
    /// AROME's France (also 15-minute) lies mostly inside the first box and is not added.
    static let area = [
        CoordinateBox(latitudes: 43.2...58.1, longitudes: -3.9...20.3),
        CoordinateBox(latitudes: 21.0...53.0, longitudes: -134.0...(-60.0)),
    ]

    var source: DataSource { OpenMeteoForecastRepository.credit }
    var area: [CoordinateBox] { Self.area }
    /// Interpolated hourly values everywhere else.
    var answersOutsideArea: Bool { true }

    /// The steps at the place: ``NowcastMethod/model`` inside ``area``, ``NowcastMethod/interpolated`` outside.
    func nowcast(for place: Place, minutes: Int) async throws -> ForecastAnswer<NowcastOutcome> {
        let method: NowcastMethod = coversNatively(place) ? .model : .interpolated
        return try await client.fetchAnswer(OpenMeteoNowcastTarget(baseURL: baseURL, place: place, minutes: minutes, nowcastMethod: method))
    }
}
