public import Domain

/// An ``AirQualityRepository`` that records each place and hour count it is asked for and gives a stubbed answer or
/// an error.
public struct AirQualityRepositorySpy: AirQualityRepository {
    /// The place and hours of one call.
    public struct Call: Sendable, Hashable {
        /// Where.
        public let place: Place
        /// How many hours.
        public let hours: Int

        /// Makes a call's record.
        public init(place: Place, hours: Int) {
            self.place = place
            self.hours = hours
        }
    }

    /// Who it says the data is from.
    public let source: DataSource
    /// The most hours it says it gives.
    public let maximumHours: Int
    /// The calls to ``airQuality(for:hours:)``.
    public let airQualityCalls: Spy<Call, ForecastAnswer<AirQualityForecast>>

    /// Makes a spy answering `forecast` in `timeZoneIdentifier`.
    public init(
        forecast: AirQualityForecast = AirQualityForecast(current: nil, hours: []), timeZoneIdentifier: String? = nil, maximumHours: Int = 120,
        source: DataSource = DataSource(provider: "Air", attribution: "Air data by Air")
    ) {
        self.source = source
        self.maximumHours = maximumHours
        airQualityCalls = Spy(.success(ForecastAnswer(forecast, timeZoneIdentifier: timeZoneIdentifier)))
    }

    /// Records the call and gives the stubbed answer.
    public func airQuality(for place: Place, hours: Int) async throws -> ForecastAnswer<AirQualityForecast> {
        try airQualityCalls.record(Call(place: place, hours: hours))
    }
}
