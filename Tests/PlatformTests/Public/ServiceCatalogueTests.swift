import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

@Suite("The service catalogue, the one value of every use case, and the shared settings")
struct ServiceCatalogueTests {
    @Test("lists every service once, the forecast providers first with the keyless worldwide default leading")
    func entries() throws {
        let ids = ServiceCatalogue.entries.map(\.id)
        #expect(ids == ["open-meteo", "met-norway", "openweathermap", "nws", "geocoding", "air-quality", "archive", "ensemble", "marine", "public-alerts"])
        #expect(Set(ids).count == ids.count)
        #expect(ServiceCatalogue.forecastProviders.map(\.id) == ["open-meteo", "met-norway", "openweathermap", "nws"])
        let first = try #require(ServiceCatalogue.forecastProviders.first)
        #expect(first.id == ServiceCatalogue.defaultForecastProvider && !first.needsKey && first.forecastProfile()?.capabilities.coverage == .worldwide)
        let owm = try ServiceCatalogue.entry(id: "openweathermap")
        #expect(owm.needsKey && owm.plans == ["free", "paid"])
        #expect(owm.forecastProfile(plan: "paid")?.capabilities.maximumDays == 16 && owm.forecastProfile()?.capabilities.maximumDays == 5)
        #expect(try ServiceCatalogue.entry(id: "nws").forecastProfile()?.capabilities.coverage.covers(countryCode: "PR") == true)
        #expect(try ServiceCatalogue.entry(id: "nws").forecastProfile()?.capabilities.coverage.covers(countryCode: "GB") == false)
        #expect(try ServiceCatalogue.entry(id: "geocoding").forecastProfile() == nil)
        for entry in ServiceCatalogue.entries {
            #expect(entry.profile.attribution.hasPrefix(entry.credit.attribution), "one credit text: \(entry.id)")
            #expect(!entry.profile.servedDataSets.isEmpty && entry.profile.dataSets.values.allSatisfy { $0.hasPrefix("/") }, "\(entry.id)")
        }
    }

    @Test("every data set is served by an entry, one service may serve several, and the Sun and Moon need none")
    func dataSets() throws {
        let dataSets: [DataSet] = [.forecast, .placeSearch, .alerts, .airQuality, .history, .normals, .ensemble, .nowcast, .marine]
        for dataSet in dataSets {
            #expect(ServiceCatalogue.entries.contains { $0.serves(dataSet) }, "\(dataSet)")
        }
        for entry in ServiceCatalogue.entries {
            let made = (entry.forecasts.map { [ServedDataSet(.forecast, at: $0.path)] } ?? []) + entry.parts.map { ServedDataSet($0.dataSet, at: $0.path) }
            #expect(entry.profile.servedDataSets == made.map(\.dataSet), "what \(entry.id) lists is what it makes, in its order")
            #expect(entry.profile.dataSets == Dictionary(uniqueKeysWithValues: made.map { ($0.dataSet, $0.path) }), "\(entry.id)'s paths")
        }
        #expect(try ServiceCatalogue.entry(id: "met-norway").profile.servedDataSets == [.forecast, .alerts, .nowcast])
        #expect(try ServiceCatalogue.entry(id: "open-meteo").profile.servedDataSets == [.forecast, .nowcast])
        #expect(try ServiceCatalogue.entry(id: "archive").profile.servedDataSets == [.history, .normals])
        let marine = try ServiceCatalogue.entry(id: "marine")
        #expect(marine.profile.dataSets == [.marine: "/v1/marine"] && marine.defaultBaseURL == "https://marine-api.open-meteo.com")
        #expect(marine.credit == DataSource(provider: "Open-Meteo", attribution: "Marine data by Open-Meteo.com") && marine.forecastProfile() == nil)
    }

    @Test("refuses what cannot be used, in one line naming the service, never showing a key")
    func refusals() throws {
        #expect(throws: ServiceSetupError.unknownProvider("yr", known: ["open-meteo", "met-norway", "openweathermap", "nws"])) {
            try WeatherServices(settings: try ProviderSettings(), forecastProvider: "yr")
        }
        #expect(throws: ServiceSetupError.unknownService("nowhere", known: ServiceCatalogue.entries.map(\.id))) { try ServiceCatalogue.entry(id: "nowhere") }
        #expect(throws: ServiceSetupError.unknownProvider("geocoding", known: ["open-meteo", "met-norway", "openweathermap", "nws"])) {
            try WeatherServices(settings: try ProviderSettings(), forecastProvider: "geocoding")
        }
        #expect(throws: ServiceSetupError.unknownService("geocodeing", known: ServiceCatalogue.entries.map(\.id))) {
            try WeatherServices(settings: try ProviderSettings(services: ["geocodeing": ProviderAccess(baseURL: "http://127.0.0.1:1")]))
        }
        var marineForAlerts = try ProviderSettings()
        marineForAlerts.chosenSources = [.alerts: "marine"]
        #expect(throws: ServiceSetupError.doesNotServe(service: "marine", dataSet: "alerts", servedBy: ["met-norway", "nws", "public-alerts"])) {
            try WeatherServices(settings: marineForAlerts)
        }
        #expect(ServiceSetupError.doesNotServe(service: "marine", dataSet: "alerts", servedBy: ["nws"]).description == "marine does not serve alerts; nws does")
        #expect(ServiceSetupError.doesNotServe(service: "marine", dataSet: "alerts", servedBy: []).description == "marine does not serve alerts")
        func services(_ access: ProviderAccess) throws -> WeatherServices {
            try WeatherServices(settings: try ProviderSettings(services: ["openweathermap": access]), forecastProvider: "openweathermap")
        }
        #expect(throws: ServiceSetupError.missingKey(service: "openweathermap")) { try services(ProviderAccess()) }
        #expect(throws: ServiceSetupError.malformedKey(service: "openweathermap")) { try services(ProviderAccess(apiKey: "a b")) }
        #expect(throws: ServiceSetupError.unknownPlan(service: "openweathermap", plans: ["free", "paid"])) {
            try services(ProviderAccess(apiKey: "k1", plan: "gold"))
        }
        let ftp = try ProviderSettings(services: ["geocoding": ProviderAccess(baseURL: "ftp://user:secret@host")])
        do throws(ServiceSetupError) {
            _ = try WeatherServices(settings: ftp)
            Issue.record("an ftp base URL was taken")
        } catch {
            #expect(error.service == "geocoding")
            #expect(!error.description.contains("secret") && error.description.hasPrefix("the geocoding base URL must be"))
        }
        #expect(!ProviderAccess(apiKey: "topsecret1").description.contains("topsecret1"))
        #expect(!ProviderAccess(baseURL: "https://user:topsecret1@example.com").description.contains("topsecret1"))
        #expect(!"\(try ProviderSettings(services: ["openweathermap": ProviderAccess(apiKey: "topsecret1")]))".contains("topsecret1"))
    }

    @Test("a comparison without a provider's key skips it, saying why, and still compares the others")
    func comparisonSkipsUnset() async throws {
        try await withStubServer { stub in
            let comparison = try await WeatherServices.atStub(stub).make(.forecastComparison)
                .compare(CompareForecastsRequest(location: .place(try PlaceQuery("London")), days: 2))
            #expect(comparison.forecasts.map(\.source.provider) == ["Open-Meteo", "MET Norway"])
            #expect(comparison.skipped.first { $0.provider == "openweathermap" }?.error == .misconfigured(.missingKey(service: "openweathermap")))
        }
    }

    @Test("one value asked for five data sets at one named place, at the same time, searches for the place once and asks MET Norway once for the forecast and the check")
    func onePlaceSearch() async throws {
        // A round trip long enough that the forecast's and the check's requests are surely in flight together.
        try await withStubServer(latency: .milliseconds(100)) { stub in
            let services = try WeatherServices.atStub(stub, forecastProvider: "met-norway")
            let london = ForecastLocation.place(try PlaceQuery("London"))
            async let forecast = services.make(.dailyForecast).dailyForecast(for: DailyForecastRequest(location: london, days: 2))
            async let air = services.make(.airQuality).airQuality(for: AirQualityRequest(location: london))
            async let sun = services.make(.sunTimes).sunTimes(for: SkyRequest(location: london))
            async let ensemble = services.make(.ensembleOutlook).outlook(for: EnsembleRequest(location: london, days: 1))
            async let rain = services.make(.weatherCheck).check(WeatherCheckRequest(location: london, condition: .rain))
            let places = try await [forecast.location.place, air.location.place, sun.location.place, ensemble.location.place, rain.location.place]
            #expect(places.allSatisfy { $0.name == "London" && $0.countryCode == "GB" })
            #expect(stub.requests(to: .search).count == 1, "one place search for five data sets")
            #expect(stub.requests(to: .metNorway).count == 1, "the forecast and the rain check share one request in flight")
            #expect(stub.requests(to: .airQuality).count == 1 && stub.requests(to: .ensemble).count == 1)
        }
    }

    @Test("a place search that fails is not kept: the next use case searches again")
    func failedSearchNotKept() async throws {
        try await withStubServer { stub in
            let services = try WeatherServices.atStub(stub)
            let london = ForecastLocation.place(try PlaceQuery("London"))
            stub.behave(.malformedJSON, on: [.search])
            await #expect(throws: ForecastError.self) { try await services.make(.resolvePlace).resolvePlace(london) }
            stub.behave(.normal, on: [.search])
            #expect(try await services.make(.resolvePlace).resolvePlace(london).place.name == "London")
            #expect(stub.requests(to: .search).count == 2)
        }
    }

    @Test("forecasts from a provider chosen by id answer, and every request names the app before forecast")
    func identityAndChoice() async throws {
        try await withStubServer { stub in
            let identity = try AppIdentity(name: "tripweather", version: "1.2", contact: "ops@example.com")
            let forecast = try await WeatherServices.atStub(stub, forecastProvider: "met-norway", identity: identity).make(.dailyForecast)
                .dailyForecast(for: DailyForecastRequest(location: .place(try PlaceQuery("London")), days: 3))
            #expect(forecast.source.provider == "MET Norway" && forecast.days.count == 3)
            let agent = try #require(stub.requests(to: .metNorway).first?.headers["user-agent"])
            #expect(agent == "tripweather/1.2 (ops@example.com) " + ForecastClientIdentity.userAgent)
        }
    }

    @Test("an app identity must fit in a User-Agent", arguments: [("", "1", "a@b"), ("trip weather", "1", "a@b"), ("t", "1", "a (b)"), ("t", "1", "")])
    func badIdentity(name: String, version: String, contact: String) {
        #expect(throws: ForecastError.self) { try AppIdentity(name: name, version: version, contact: contact) }
    }

    @Test("a ForecastError is one English line")
    func errorDescriptions() throws {
        #expect(ForecastError.outsideCoverage(service: "NWS", coverage: "the United States").description == "NWS covers only the United States")
        #expect(ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0).description == "no place found matching \"Atlantis\"")
        #expect(ForecastError.rateLimited(reason: nil, retryAfterSeconds: 90).description == "the weather service is limiting requests; it asks to wait 90 s")
        #expect(ForecastError.unavailable(reason: "maintenance", retryAfterSeconds: 121).description
            == "the weather service is unavailable for now: maintenance; it asks to wait 3 min")
        #expect(ForecastError.rateLimited(reason: nil, retryAfterSeconds: 86_400).description.hasSuffix("wait 24 h"))
        #expect(ForecastError.timedOut.description == "the weather service did not answer in time")
    }
}
