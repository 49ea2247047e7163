import Domain
import Platform
import StubServer
import Testing

@Suite("Open-Meteo use cases against the loopback stand-in")
struct OpenMeteoProviderTests {
    func provider(for stub: OpenMeteoStubServer, timeout: Duration = .seconds(10)) throws -> OpenMeteoUseCaseProvider {
        OpenMeteoUseCaseProvider(configuration: try OpenMeteoConfiguration(requestTimeout: timeout).applyingEnvironment([
            OpenMeteoConfiguration.forecastURLVariable: stub.baseURL,
            OpenMeteoConfiguration.geocodingURLVariable: stub.baseURL + "/",
        ]))
    }

    @Test("London: a geocoding search, then the forecast with timezone, days, units and the client's name")
    func london() async throws {
        try await withStubServer { stub in
            let forecast = try await provider(for: stub).makeGetDailyForecastUseCase()
                .dailyForecast(for: DailyForecastRequest(location: .place("London"), days: 7))
            #expect(forecast.place.name == "London" && forecast.place.countryCode == "GB")
            #expect(forecast.place.timeZoneIdentifier == "Europe/London")
            #expect(forecast.days.count == 7)
            #expect(forecast.days.first?.date == LocalDate(year: 2026, month: 11, day: 22))
            #expect(forecast.source.attribution == "Weather data by Open-Meteo.com")

            let search = try #require(stub.requests(to: .search).first)
            #expect(search.query["name"] == "London")
            let request = try #require(stub.requests(to: .forecast).first)
            #expect(request.query["timezone"] == "auto")
            #expect(request.query["forecast_days"] == "7")
            #expect(request.query["latitude"] == "51.5085" && request.query["longitude"] == "-0.1257")
            #expect(request.headers["user-agent"] == ForecastClientIdentity.userAgent)
            #expect(request.headers["user-agent"]?.hasPrefix("forecast/") == true)
            #expect(request.headers["accept-encoding"] == "gzip")
        }
    }

    @Test("a search with no results key is place-not-found, naming the query, and asks for no forecast")
    func notFound() async throws {
        try await withStubServer { stub in
            await #expect(throws: ForecastError.placeNotFound(query: "Atlantis")) {
                try await provider(for: stub).makeGetDailyForecastUseCase().dailyForecast(for: .init(location: .place("Atlantis")))
            }
            #expect(stub.requests(to: .forecast).isEmpty)
        }
    }

    @Test("searching places returns them in the service's order")
    func search() async throws {
        try await withStubServer { stub in
            let places = try await provider(for: stub).makeSearchPlacesUseCase().searchPlaces(PlaceQuery("Hollywood, California"), limit: 5)
            #expect(places.map(\.region) == ["California"])
        }
    }

    @Test("service failures arrive as domain errors", arguments: [
        (StubBehaviour.rateLimited, ForecastError.rateLimited(reason: "Minutely API request limit exceeded. Please try again in one minute.")),
        (.serverError, .serviceError(status: 500, reason: "Something went wrong.")),
        (.htmlErrorPage, .serviceError(status: 502, reason: "the answer was an HTML page, not JSON")),
        (.emptyBody, .badResponse(reason: "the answer was empty")),
        (.malformedJSON, .badResponse(reason: "the answer is not valid JSON")),
    ])
    func failures(behaviour: StubBehaviour, expected: ForecastError) async throws {
        try await withStubServer { stub in
            stub.behave(behaviour, on: [.forecast])
            await #expect(throws: expected) {
                try await provider(for: stub).makeGetDailyForecastUseCase().dailyForecast(for: .init(location: .place("London")))
            }
        }
    }

    @Test("a stalled service times out")
    func stalled() async throws {
        try await withStubServer { stub in
            stub.behave(.stall)
            await #expect(throws: ForecastError.timedOut) {
                try await provider(for: stub, timeout: .milliseconds(500)).makeGetDailyForecastUseCase()
                    .dailyForecast(for: .init(location: .place("London")))
            }
        }
    }
}

@Suite("Open-Meteo configuration")
struct OpenMeteoConfigurationTests {
    @Test("defaults to the public API")
    func defaults() throws {
        let configuration = try OpenMeteoConfiguration()
        #expect(configuration.forecastBaseURL == "https://api.open-meteo.com")
        #expect(configuration.geocodingBaseURL == "https://geocoding-api.open-meteo.com")
    }

    @Test("takes base URLs from the environment, without trailing slashes; empty values change nothing")
    func environment() throws {
        let configuration = try OpenMeteoConfiguration().applyingEnvironment([
            "FORECAST_OPEN_METEO_URL": "http://127.0.0.1:8080/",
            "FORECAST_GEOCODING_URL": "",
        ])
        #expect(configuration.forecastBaseURL == "http://127.0.0.1:8080")
        #expect(configuration.geocodingBaseURL == "https://geocoding-api.open-meteo.com")
    }

    @Test("refuses a base URL that is not http(s), naming the variable", arguments: ["ftp://x", "api.open-meteo.com", "http://", "http://x?a=1", "http://a b"])
    func invalid(value: String) {
        #expect(throws: ForecastError.invalidInput(reason: "FORECAST_OPEN_METEO_URL must be an http:// or https:// URL with no query, not \"\(value)\"")) {
            try OpenMeteoConfiguration().applyingEnvironment(["FORECAST_OPEN_METEO_URL": value])
        }
    }

    @Test("refuses timeouts that are not positive")
    func timeouts() {
        #expect(throws: ForecastError.self) { try OpenMeteoConfiguration(requestTimeout: .zero) }
    }
}
