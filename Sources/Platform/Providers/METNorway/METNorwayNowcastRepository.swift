internal import Domain

/// MET Norway's radar nowcast (Nowcast 2.0) for a point in the Nordic radar composite's countries.
struct METNorwayNowcastRepository: NowcastRepository {
    let client: ProviderClient
    let baseURL: String

    /// Rough boxes of the mainlands the service covers, from their extreme points (the radars reach a little beyond
    /// each coast; a point inside a box but outside the radar's range gets `no coverage`, and one outside the model's
    /// area 404, which both fall back to another service):
    /// - Denmark, Jutland to Zealand and Lolland: 54.5–57.8° N, 8.0–12.7° E (Bornholm, at 15° E, is left out);
    /// - Norway and Sweden west of 19° E, from Skåne (55.3° N) to the North Cape (71.2° N): 4.5–19.0° E;
    /// - Finland, and Norway's and Sweden's north east of 19° E: 59.7–71.2° N, 19.0–31.6° E (south of 59.7° N lies
    ///   Estonia, which the composite does not cover).
    static let area = [
        CoordinateBox(latitudes: 54.5...57.8, longitudes: 8.0...12.7),
        CoordinateBox(latitudes: 55.3...71.2, longitudes: 4.5...19.0),
        CoordinateBox(latitudes: 59.7...71.2, longitudes: 19.0...31.6),
    ]

    var source: DataSource { METNorwayForecastRepository.credit }
    var area: [CoordinateBox] { Self.area }
    /// The radar has nothing to say outside its range.
    var answersOutsideArea: Bool { false }

    /// The radar's nowcast at the place (all of its steps: the window is the use case's to cut). A point outside the
    /// service's area is ``NowcastGap/outsideArea``, not an error: the documentation answers it with 404 (stated for
    /// the XML variant) or, generically, 422.
    func nowcast(for place: Place, minutes: Int) async throws -> ForecastAnswer<NowcastOutcome> {
        do {
            return try await client.fetchUnzonedAnswer(METNorwayNowcastTarget(baseURL: baseURL, coordinate: place.coordinate))
        } catch ForecastError.serviceError(status: 404, _), ForecastError.serviceError(status: 422, _) {
            return ForecastAnswer(.unavailable(.outsideArea), timeZoneIdentifier: nil)
        }
    }
}
