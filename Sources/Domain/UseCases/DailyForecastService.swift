/// The standard ``GetDailyForecastUseCase``: validates the request, resolves a place query to its most
/// relevant place, and fetches that place's forecast.
public struct DailyForecastService: GetDailyForecastUseCase {
    private let geocoding: any GeocodingRepository
    private let forecasts: any ForecastRepository

    /// Makes the use case over a geocoding and a forecast repository.
    public init(geocoding: any GeocodingRepository, forecasts: any ForecastRepository) {
        self.geocoding = geocoding
        self.forecasts = forecasts
    }

    /// See ``GetDailyForecastUseCase/dailyForecast(for:)``.
    public func dailyForecast(for request: DailyForecastRequest) async throws -> Forecast {
        try request.validate()
        switch request.location {
        case .place(let text):
            let query = try PlaceQuery(text)
            let place = try await mostRelevantPlace(for: query)
            let series = try await forecasts.dailyForecast(at: place.coordinate, days: request.days, units: request.units)
            return forecast(at: place, series: series, request: request, placeSource: geocoding.source)
        case .coordinate(let coordinate):
            let series = try await forecasts.dailyForecast(at: coordinate, days: request.days, units: request.units)
            let place = Place(
                name: coordinate.formatted,
                coordinate: coordinate,
                timeZoneIdentifier: series.timeZoneIdentifier
            )
            return forecast(at: place, series: series, request: request, placeSource: nil)
        }
    }

    private func mostRelevantPlace(for query: PlaceQuery) async throws -> Place {
        let search = PlaceSearchService(geocoding: geocoding)
        guard let place = try await search.searchPlaces(query, limit: 1).first else {
            throw ForecastError.placeNotFound(query: query.text)
        }
        return place
    }

    private func forecast(
        at place: Place,
        series: DailyForecastSeries,
        request: DailyForecastRequest,
        placeSource: DataSource?
    ) -> Forecast {
        let resolved = place.timeZoneIdentifier == nil ? place.with(timeZoneIdentifier: series.timeZoneIdentifier) : place
        return Forecast(
            place: resolved,
            days: Array(series.days.prefix(request.days)),
            units: request.units,
            source: forecasts.source,
            placeSource: placeSource
        )
    }
}

extension Place {
    /// The same place with another time zone.
    func with(timeZoneIdentifier: String?) -> Place {
        Place(
            name: name, region: region, country: country, countryCode: countryCode,
            coordinate: coordinate, timeZoneIdentifier: timeZoneIdentifier, population: population
        )
    }
}
