import Domain
import DomainTesting
import Foundation
import Platform
import StubServer
import Testing

/// The catalogue's alerts use case through libcurl against the stub's stand-ins: the source covering the place is
/// asked, the answers are moved to now, and a place nobody covers costs no request.
@Suite("Official warnings from the catalogue, against a loopback stand-in")
struct AlertsCatalogueTests {
    func alerts(_ stub: WeatherStubServer) throws -> any GetAlertsUseCase {
        try WeatherServices.atStub(stub).make(.alerts)
    }

    func place(_ name: String, _ countryCode: String?, _ latitude: Double, _ longitude: Double) throws -> ResolvedPlace {
        ResolvedPlace(place: Place(name: name, countryCode: countryCode, coordinate: try Coordinate(latitude: latitude, longitude: longitude)))
    }

    @Test("a US point in the advisory's area: the NWS is asked and its advisory is in force, ending in six hours")
    func nwsAdvisory() async throws {
        try await withStubServer { stub in
            // The stub reads its clock between these two moments (a loaded machine may stretch them apart: measured
            // after the answer, the check failed on a busy run), with a minute's leeway.
            let asked = Date().timeIntervalSince1970
            let report = try await alerts(stub).alerts(at: place("London", "US", 37.128_98, -84.083_26))
            let answered = Date().timeIntervalSince1970
            #expect(report.source?.provider == "NWS + FOSS Public Alert Server")
            #expect(report.alerts.count == 1, "the public alert server's copy of the advisory is the same message")
            let advisory = try #require(report.alerts.first)
            #expect(advisory.event == "Wind Advisory" && advisory.severity == .moderate)
            let onset = try #require(advisory.onset?.secondsSince1970), ends = try #require(advisory.ends?.secondsSince1970)
            #expect((asked - 3600 - 60...answered - 3600 + 60).contains(onset))
            #expect((asked + 6 * 3600 - 60...answered + 6 * 3600 + 60).contains(ends))
            #expect(report.active.count == 1)
            let request = try #require(stub.requests(to: .nwsAlerts).first)
            #expect(request.query["point"] == "37.129,-84.0833")
            #expect(request.headers["accept"] == "application/geo+json")
        }
    }

    @Test("another US point: the NWS's and the public alert server's empty answers are no alerts, both credited")
    func nwsNone() async throws {
        try await withStubServer { stub in
            let report = try await alerts(stub).alerts(at: place("Hollywood", "US", 26.0112, -80.1495))
            #expect(report.source?.provider == "NWS + FOSS Public Alert Server")
            #expect(report.source?.attribution == "Alerts from the US National Weather Service; Alerts from official authorities via the FOSS Public Alert Server (KDE)")
            #expect(report.alerts.isEmpty)
        }
    }

    @Test("a bare coordinate in Norway: MET Norway is asked, in English, and its four warnings come moved to now; the public alert server, which lists nothing there, does not count as covering it")
    func metNorway() async throws {
        try await withStubServer { stub in
            let report = try await alerts(stub).alerts(at: place("70.37°N 31.1°E", nil, 70.37, 31.1))
            #expect(report.source?.provider == "MET Norway")
            #expect(stub.requests(to: .publicAlertsArea).count == 1 && stub.requests(to: .publicAlertsSources).isEmpty)
            #expect(report.alerts.count == 4)
            #expect(report.alerts.allSatisfy { $0.severity == .moderate && $0.levelColour == "yellow" })
            #expect(try #require(stub.requests(to: .metNorwayAlerts).first).query["lang"] == "en")
        }
    }

    @Test("London, GB: nobody covers it; only the public alert server's feeds for the country are asked")
    func notCovered() async throws {
        try await withStubServer { stub in
            let report = try await alerts(stub).alerts(at: place("London", "GB", 51.5085, -0.1257))
            #expect(report.coverage == .notCovered)
            #expect(stub.requests.map(\.path) == ["/sources/area_status"])
        }
    }

    @Test("a bare coordinate in Britain, where the public alert server lists nothing: not covered, never \"no alerts\"")
    func bareCoordinateWithoutAlerts() async throws {
        try await withStubServer { stub in
            let report = try await alerts(stub).alerts(at: place("51.5°N 0.13°W", nil, 51.5085, -0.1257))
            #expect(report.coverage == .notCovered)
            #expect(stub.requests.map(\.path) == ["/alert/area"])
        }
    }

    @Test("each provider's capabilities say where it warns")
    func capabilities() throws {
        #expect(try ServiceCatalogue.entry(id: "nws").forecastProfile()?.capabilities.alertsCoverage?.covers(countryCode: "GU") == true)
        #expect(try ServiceCatalogue.entry(id: "met-norway").forecastProfile()?.capabilities.alertsCoverage?.covers(countryCode: "SJ") == true)
        #expect(try ServiceCatalogue.entry(id: "open-meteo").forecastProfile()?.capabilities.alertsCoverage == nil)
        #expect(ServiceCatalogue.entries.filter { $0.serves(.alerts) }.map(\.id) == ["met-norway", "nws", "public-alerts"])
    }

    @Test("a replaced base URL that is not http or https is refused")
    func badURL() {
        #expect(throws: ServiceSetupError.invalidBaseURL(service: "nws", reason: "must be an http:// or https:// URL with no query, not \"file:///etc\"")) {
            try WeatherServices(settings: try ProviderSettings(services: ["nws": ProviderAccess(baseURL: "file:///etc")]))
        }
    }
}
