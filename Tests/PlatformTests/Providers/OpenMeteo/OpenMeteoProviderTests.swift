import Domain
import Foundation
import Platform
import StubServer
import Testing

@Suite("Open-Meteo use cases against the loopback stand-in")
struct OpenMeteoProviderTests {
    func provider(for stub: WeatherStubServer, timeout: Duration = .seconds(10)) throws -> WeatherServices {
        try WeatherServices.atStub(stub, timeout: timeout)
    }

    func place(_ text: String, country: String? = nil) throws -> ForecastLocation {
        .place(try PlaceQuery(text, country: country))
    }

    @Test("London: a geocoding search, then the forecast with timezone, days, units and the client's name")
    func london() async throws {
        try await withStubServer { stub in
            let londonToday = {
                let now = Date()
                let offset = TimeZone(identifier: "Europe/London")!.secondsFromGMT(for: now)
                return LocalDate(daysSinceEpoch: Int((now.timeIntervalSince1970 + Double(offset)) / 86_400))
            }
            let dayBefore = londonToday()
            let forecast = try await provider(for: stub).make(.dailyForecast)
                .dailyForecast(for: DailyForecastRequest(location: try place("London"), days: 7))
            let dayAfter = londonToday()
            #expect(forecast.place.name == "London" && forecast.place.countryCode == "GB")
            #expect(forecast.place.timeZoneIdentifier == "Europe/London")
            #expect(forecast.days.count == 7)
            #expect([dayBefore, dayAfter].contains(forecast.days.first?.date), "days start today in London")
            #expect(forecast.source.attribution == "Weather data by Open-Meteo.com")

            let search = try #require(stub.requests(to: .search).first)
            #expect(search.query["name"] == "London")
            let request = try #require(stub.requests(to: .forecast).first)
            #expect(request.query["timezone"] == "Europe/London", "the resolved place's zone")
            #expect(request.query["forecast_days"] == "7")
            #expect(request.query["latitude"] == "51.5085" && request.query["longitude"] == "-0.1257")
            #expect(request.headers["user-agent"] == ForecastClientIdentity.userAgent)
            #expect(request.headers["user-agent"]?.hasPrefix("forecast/") == true)
            #expect(request.headers["accept-encoding"] == "gzip")
        }
    }

    @Test("a search with no results key is place-not-found, naming the query, and asks for no forecast")
    func notFound() async throws {
        let atlantis = try PlaceQuery("Atlantis")
        try await withStubServer { stub in
            await #expect(throws: ForecastError.placeNotFound(query: atlantis, elsewhere: 0)) {
                try await provider(for: stub).make(.dailyForecast).dailyForecast(for: .init(location: place("Atlantis")))
            }
            #expect(stub.requests(to: .forecast).isEmpty)
        }
    }

    @Test("hourly: forecast_hours from the current local hour, in the place's zone, with the stub's clock-following answer")
    func hourly() async throws {
        try await withStubServer { stub in
            let asked = Date()
            let report = try await provider(for: stub).make(.hourlyForecast)
                .hourlyForecast(for: HourlyForecastRequest(location: try place("London"), hours: 30, units: .imperial))
            let answered = Date()
            #expect(report.hours.count == 30)
            let request = try #require(stub.requests(to: .forecast).first)
            #expect(request.query["forecast_hours"] == "31")
            #expect(request.query["hourly"]?.contains("precipitation_probability") == true)
            #expect(request.query["temperature_unit"] == "fahrenheit")
            let first = try #require(report.hours.first?.time)
            // The hour under way when the stub answered: the request may cross an hour's mark on a loaded machine.
            let offset = TimeZone(identifier: "Europe/London")!.secondsFromGMT()
            let hours = [asked, answered].map { LocalDateTime(Instant(secondsSince1970: $0.timeIntervalSince1970), utcOffsetSeconds: offset) }
            #expect(hours.contains { first.date == $0.date && first.hour == $0.hour } && first.minute == 0)
        }
    }

    @Test("current: the conditions now, every quantity read")
    func current() async throws {
        try await withStubServer { stub in
            let report = try await provider(for: stub).make(.currentConditions)
                .currentConditions(for: CurrentConditionsRequest(location: try place("London")))
            #expect(report.conditions.temperature != nil && report.conditions.pressureMSL == 1012.4)
            #expect(report.conditions.condition == WeatherCondition(kind: .overcast))
            #expect(try #require(stub.requests(to: .forecast).first).query["current"]?.contains("pressure_msl") == true)
        }
    }

    @Test("check: no rain in the stub's first 8 hours, rain within two days")
    func check() async throws {
        try await withStubServer { stub in
            let check = try provider(for: stub).make(.weatherCheck)
            let soon = try await check.check(WeatherCheckRequest(location: try place("London"), condition: .rain, withinMinutes: 6 * 60))
            #expect(!soon.answer)
            let later = try await check.check(WeatherCheckRequest(location: try place("London"), condition: .rain, withinMinutes: 48 * 60))
            #expect(later.answer && later.value == 80)
        }
    }

    @Test("search sends countryCode, and resolution keeps the other Londons as alternatives")
    func countryAndAlternatives() async throws {
        try await withStubServer { stub in
            let canadian = try await provider(for: stub).make(.searchPlaces).searchPlaces(PlaceQuery("London", country: "CA"), limit: 10)
            #expect(canadian.map(\.region) == ["Ontario"])
            #expect(stub.requests(to: .search).last?.query["countryCode"] == "CA")
            let resolved = try await provider(for: stub).make(.resolvePlace).resolvePlace(try place("London"))
            #expect(resolved.alternatives.map(\.region) == ["Ontario", "Ohio", "Kentucky"])
            let beijing = try await provider(for: stub).make(.resolvePlace).resolvePlace(try place("Beijing"))
            #expect(beijing.alternatives.isEmpty)
        }
    }

    @Test("absurd numbers in any product are a bad response, never a crash")
    func absurd() async throws {
        try await withStubServer { stub in
            stub.behave(.absurd, on: [.forecast])
            let provider = try provider(for: stub)
            let london = try place("London")
            await #expect(throws: ForecastError.self) { try await provider.make(.dailyForecast).dailyForecast(for: .init(location: london)) }
            await #expect(throws: ForecastError.self) { try await provider.make(.hourlyForecast).hourlyForecast(for: .init(location: london)) }
            await #expect(throws: ForecastError.self) { try await provider.make(.currentConditions).currentConditions(for: .init(location: london)) }
        }
    }

    @Test("searching places returns them in the service's order")
    func search() async throws {
        try await withStubServer { stub in
            let places = try await provider(for: stub).make(.searchPlaces).searchPlaces(PlaceQuery("Hollywood, California"), limit: 5)
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
                try await provider(for: stub).make(.dailyForecast).dailyForecast(for: .init(location: try place("London")))
            }
        }
    }

    @Test("a stalled service times out; a stalled place search is the place search's time-out")
    func stalled() async throws {
        try await withStubServer { stub in
            // The stall holds far longer than the time-out, and the place search that comes first must finish within
            // it on a loaded machine: three seconds, not half of one.
            stub.behave(.stall, on: [.forecast])
            await #expect(throws: ForecastError.timedOut) {
                try await provider(for: stub, timeout: .seconds(3)).make(.dailyForecast)
                    .dailyForecast(for: .init(location: try place("London")))
            }
            stub.behave(.stall, on: [.search])
            await #expect(throws: ForecastError.placeSearchFailed(.timedOut)) {
                try await provider(for: stub, timeout: .seconds(3)).make(.dailyForecast)
                    .dailyForecast(for: .init(location: try place("London")))
            }
        }
    }
}

@Suite("Open-Meteo in the catalogue")
struct OpenMeteoCatalogueEntryTests {
    @Test("defaults to the public APIs")
    func defaults() throws {
        #expect(try ServiceCatalogue.entry(id: "open-meteo").defaultBaseURL == "https://api.open-meteo.com")
        #expect(try ServiceCatalogue.entry(id: "geocoding").defaultBaseURL == "https://geocoding-api.open-meteo.com")
    }

    @Test("a base URL with trailing slashes is used without them")
    func trailingSlash() async throws {
        try await withStubServer { stub in
            var settings = try ProviderSettings()
            settings.services = ["open-meteo": ProviderAccess(baseURL: stub.baseURL + "//"), "geocoding": ProviderAccess(baseURL: stub.baseURL + "/")]
            let forecast = try await WeatherServices(settings: settings).make(.dailyForecast)
                .dailyForecast(for: DailyForecastRequest(location: .place(try PlaceQuery("London")), days: 1))
            #expect(forecast.days.count == 1 && stub.requests(to: .forecast).count == 1)
        }
    }

    @Test("refuses a base URL that is not http(s), naming the service", arguments: ["ftp://x", "api.open-meteo.com", "http://", "http://x?a=1", "http://a b"])
    func invalid(value: String) throws {
        let settings = try ProviderSettings(services: ["open-meteo": ProviderAccess(baseURL: value)])
        #expect(throws: ServiceSetupError.invalidBaseURL(service: "open-meteo", reason: "must be an http:// or https:// URL with no query, not \"\(value)\"")) {
            try WeatherServices(settings: settings)
        }
    }

    @Test("refuses timeouts that are not positive, naming the setting")
    func timeouts() {
        #expect(throws: ForecastError.invalidInput(reason: "requestTimeout must be longer than zero")) { try ProviderSettings(requestTimeout: .zero) }
        #expect(throws: ForecastError.invalidInput(reason: "connectTimeout must be longer than zero")) { try ProviderSettings(connectTimeout: .seconds(-1)) }
    }

    @Test("declares what Open-Meteo offers: every product, 16 days, 384 hours, 100 places")
    func capabilities() throws {
        let capabilities = try WeatherServices(settings: try ProviderSettings()).capabilities
        #expect(capabilities.products == [.daily, .hourly, .current])
        #expect(capabilities.allowedDays == 1...16 && capabilities.allowedHours == 1...384 && capabilities.allowedSearchResults == 1...100)
    }
}
