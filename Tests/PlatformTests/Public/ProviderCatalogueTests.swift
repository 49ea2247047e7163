import Domain
import Foundation
@testable import Platform
import StubServer
import Testing

@Suite("The provider catalogue and the shared settings")
struct ProviderCatalogueTests {
    @Test("lists every provider once, the keyless worldwide default first, with its credit and plans")
    func entries() throws {
        let ids = ProviderCatalogue.entries.map(\.id)
        #expect(ids == ["open-meteo", "met-norway", "openweathermap", "nws"])
        #expect(Set(ids).count == ids.count)
        let first = try #require(ProviderCatalogue.entries.first)
        #expect(!first.needsKey && first.capabilities.coverage == .worldwide)
        let owm = try ProviderCatalogue.entry(id: "openweathermap")
        #expect(owm.needsKey && owm.plans == ["free", "paid"])
        #expect(owm.profile(plan: "paid").capabilities.maximumDays == 16 && owm.profile.capabilities.maximumDays == 5)
        #expect(try ProviderCatalogue.entry(id: "nws").capabilities.coverage.covers(countryCode: "PR"))
        #expect(try !ProviderCatalogue.entry(id: "nws").capabilities.coverage.covers(countryCode: "GB"))
        for entry in ProviderCatalogue.entries {
            #expect(entry.profile.attribution.hasPrefix(entry.credit.attribution), "one credit text: \(entry.id)")
        }
    }

    @Test("refuses what cannot be used, in one line, never showing a key")
    func refusals() throws {
        let settings = try ProviderSettings()
        #expect(throws: ProviderAccessError.unknownProvider("yr", known: ["open-meteo", "met-norway", "openweathermap", "nws"])) {
            try ProviderCatalogue.entry(id: "yr")
        }
        let owm = try ProviderCatalogue.entry(id: "openweathermap")
        #expect(throws: ProviderAccessError.missingKey(provider: "openweathermap")) { try owm.makeUseCaseProvider(settings: settings) }
        #expect(throws: ProviderAccessError.malformedKey(provider: "openweathermap")) {
            try owm.makeUseCaseProvider(settings: settings, access: ProviderAccess(apiKey: "a b"))
        }
        #expect(throws: ProviderAccessError.unknownPlan(provider: "openweathermap", plans: ["free", "paid"])) {
            try owm.makeUseCaseProvider(settings: settings, access: ProviderAccess(apiKey: "k1", plan: "gold"))
        }
        do {
            _ = try ProviderCatalogue.entry(id: "met-norway")
                .makeUseCaseProvider(settings: settings, access: ProviderAccess(baseURL: "ftp://user:secret@host"))
            Issue.record("an ftp base URL was taken")
        } catch {
            #expect(!error.description.contains("secret") && error.description.hasPrefix("the met-norway base URL must be"))
        }
        #expect(!ProviderAccess(apiKey: "topsecret1").description.contains("topsecret1"))
    }

    @Test("a provider made by id answers, and every request names the app before forecast")
    func identityAndChoice() async throws {
        try await withStubServer { stub in
            var settings = try ProviderSettings(
                identity: try AppIdentity(name: "tripweather", version: "1.2", contact: "ops@example.com"), placeSearchBaseURL: stub.baseURL
            )
            settings.language = "en"
            let provider = try ProviderCatalogue.entry(id: "met-norway")
                .makeUseCaseProvider(settings: settings, access: ProviderAccess(baseURL: stub.baseURL))
            let forecast = try await provider.makeGetDailyForecastUseCase()
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
