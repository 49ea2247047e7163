/// Where air quality comes from: a service that forecasts the air's pollutants, indices, UV and pollen.
public protocol AirQualityRepository: Sendable {
    /// Who the data is from.
    var source: DataSource { get }
    /// The most hours it forecasts.
    var maximumHours: Int { get }

    /// The air now and for `hours` hours from the current one at `place`, in the place's local time.
    /// - Throws: ``ForecastError``.
    func airQuality(for place: Place, hours: Int) async throws -> ForecastAnswer<AirQualityForecast>
}

extension DataSet {
    /// Air quality, UV and pollen.
    public static let airQuality = DataSet(rawValue: "air quality")
}
