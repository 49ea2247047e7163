import Domain
import Foundation
import Platform
import StubServer
import Testing

/// The catalogue's marine use cases through libcurl against the stub's stand-in: a place found with the place search,
/// the sea looked for around it in one request, its hours in one more; no sea near an inland place, and no request for
/// hours then.
@Suite("The sea from the catalogue, against a loopback stand-in")
struct MarineCatalogueTests {
    /// The catalogue's marine forecast for `request`, every service at the stub.
    func marine(_ request: MarineRequest, from stub: WeatherStubServer) async throws -> MarineReport {
        try await WeatherServices.atStub(stub).make(.marine).marine(for: request)
    }

    @Test("Biarritz: its own cell is land, so the search walks out to the Bay of Biscay, 5 km south-west; two marine requests")
    func biarritz() async throws {
        try await withStubServer { stub in
            let report = try await marine(MarineRequest(location: .place(try PlaceQuery("Biarritz"))), from: stub)
            #expect(report.location.place.countryCode == "FR" && report.location.place.timeZoneIdentifier == "Europe/Paris")
            #expect(!report.sea.isAtPlace && (4...6).contains(report.sea.distanceKilometres) && (200...250).contains(report.sea.bearing))
            let cell = try Coordinate(latitude: 43.45, longitude: -1.6)
            #expect(report.sea.coordinate == cell, "the model's cell the stub answered")
            #expect(report.hours.count == 24 && report.hours.allSatisfy { $0.waves.height != nil && $0.seaTemperature != nil })
            #expect(report.source.attribution == "Marine data by Open-Meteo.com" && report.freshness != nil)
            #expect(report.tides.count >= 4 && report.tides.contains { $0.kind == .high } && report.tides.contains { $0.kind == .low })
            let requests = stub.requests(to: .marine)
            #expect(requests.count == 2 && stub.requests(to: .search).count == 1)
            #expect(requests[0].query["latitude"]?.split(separator: ",").count == SeaSearch.candidates(around: cell).count)
            let southWest = SeaSearch.candidates(around: report.location.place.coordinate)[6]
            let asked = try #require(requests[1].query["latitude"].flatMap(Double.init)), askedLongitude = try #require(requests[1].query["longitude"].flatMap(Double.init))
            #expect(abs(asked - southWest.latitude) < 0.0001 && abs(askedLongitude - southWest.longitude) < 0.0001, "the hours of the first sea point found")
            #expect(requests[1].query["forecast_days"] == "2", "24 hours from the last hour of today reach into tomorrow")
        }
    }

    @Test("inland (Berlin, Madrid): no sea within 50 km, said once the one search found none; no hours asked", arguments: ["Berlin", "Madrid"])
    func inland(place: String) async throws {
        try await withStubServer { stub in
            await #expect(throws: ForecastError.outsideCoverage(service: "Open-Meteo's marine model", coverage: "the sea, and it has none within 50 km of \(place)")) {
                try await marine(MarineRequest(location: .place(try PlaceQuery(place)), span: .days(2)), from: stub)
            }
            #expect(stub.requests(to: .marine).count == 1)
        }
    }

    @Test("a coordinate at sea (the recorded answer's, in the North Sea): the sea at the place itself, on its coast's clock")
    func atSea() async throws {
        try await withStubServer { stub in
            let here = ForecastLocation.coordinate(try Coordinate(latitude: 53.04, longitude: 3.96))
            let report = try await marine(MarineRequest(location: here, span: .days(2)), from: stub)
            #expect(report.sea.isAtPlace && report.location.place.timeZoneIdentifier == "Europe/Amsterdam")
            #expect(report.days.count == 2 && report.hours.count == 48)
        }
    }

    @Test("the sea check at Biarritz: the Bay of Biscay is above 10 °C, its waves below 10 m")
    func seaCheck() async throws {
        try await withStubServer { stub in
            let check = try WeatherServices.atStub(stub).make(.seaCheck)
            let biarritz = ForecastLocation.place(try PlaceQuery("Biarritz"))
            let warm = try await check.check(SeaCheckRequest(measure: .seaTemperature, location: biarritz, threshold: 10))
            #expect(warm.answer && warm.match != nil)
            let high = try await check.check(SeaCheckRequest(measure: .waves, location: biarritz, threshold: 10))
            #expect(!high.answer && high.nearest?.waves.height != nil)
        }
    }
}
