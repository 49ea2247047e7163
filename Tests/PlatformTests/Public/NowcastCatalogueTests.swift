import Domain
import Foundation
import Platform
import StubServer
import Testing

/// The catalogue's nowcast use case through libcurl against the stub's stand-ins, following the real clock as the
/// stub does: MET Norway's radar where it covers the place, Open-Meteo's 15-minute model in its native areas, and
/// Open-Meteo's interpolated hours elsewhere, saying why the radar had none.
@Suite("The nowcast from the catalogue, against a loopback stand-in")
struct NowcastCatalogueTests {
    func nowcast(_ place: String, from stub: WeatherStubServer) async throws -> NowcastReport {
        try await WeatherServices.atStub(stub).make(.nowcast).nowcast(for: NowcastRequest(location: .place(try PlaceQuery(place))))
    }

    @Test("Bergen: the radar's 5-minute steps, rain from step 3, heaviest 2.4 mm/h, easing by step 14")
    func radar() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let report = try await nowcast("Bergen", from: stub)
            #expect(report.method == .radar && report.stepMinutes == 5 && report.fallback == nil)
            #expect(report.source.provider == "MET Norway" && report.location.place.timeZoneIdentifier == "Europe/Oslo")
            guard case .rain(let spell) = report.summary.outlook else {
                Issue.record("Bergen's radar shows rain")
                return
            }
            #expect(spell.start == report.steps[3].time && spell.heaviest.precipitationRate == 2.4 && spell.end == report.steps[14].time)
            #expect(stub.requests(to: .forecast).isEmpty, "the radar answered: no model was asked")
        }
    }

    @Test("Copenhagen, where the radar's area and the 15-minute model's overlap: the radar is asked first")
    func radarFirst() async throws {
        try await withStubServer { stub in
            let copenhagen = ForecastLocation.coordinate(try Coordinate(latitude: 55.6761, longitude: 12.5683))
            let report = try await WeatherServices.atStub(stub).make(.nowcast).nowcast(for: NowcastRequest(location: copenhagen))
            #expect(report.method == .radar && report.source.provider == "MET Norway")
            #expect(stub.requests(to: .forecast).isEmpty)
        }
    }

    @Test("Tromsø: the radar has no coverage, so Open-Meteo's interpolated hours answer, saying why")
    func fallback() async throws {
        try await withStubServer { stub in
            let report = try await nowcast("Tromsø", from: stub)
            #expect(report.fallback?.gap == .noRadarCoverage && report.fallback?.source.provider == "MET Norway")
            #expect(report.method == .interpolated && report.stepMinutes == 15 && report.source.provider == "Open-Meteo")
            #expect(report.summary.outlook == .dry)
        }
    }

    @Test("Enschede: Open-Meteo's own 15-minute model, rain in the quarter hours after the one under way; MET Norway not asked")
    func model() async throws {
        try await withStubServer(answers: .madeForThePlace) { stub in
            let asked = Date()
            let report = try await nowcast("Enschede", from: stub)
            let answered = Date()
            #expect(report.method == .model && report.fallback == nil)
            guard case .rain(let spell) = report.summary.outlook else {
                Issue.record("Enschede's quarter hours rain")
                return
            }
            // The stub stamps its quarters when it answers, and the steps already past are dropped a moment later: when
            // a quarter's mark falls in between, the dry quarter under way is gone and the rain starts now.
            let crossedAQuarter = Int(asked.timeIntervalSince1970 / 900) != Int(answered.timeIntervalSince1970 / 900)
            #expect(spell.heaviest.precipitationRate == 2.0 && (crossedAQuarter || !spell.startsNow))
            #expect(stub.requests(to: .metNorwayNowcast).isEmpty, "outside the radar's area it is not asked")
        }
    }

    @Test("Beijing: interpolated hourly values, dry; no radar is asked")
    func interpolated() async throws {
        try await withStubServer { stub in
            let report = try await nowcast("Beijing", from: stub)
            #expect(report.method == .interpolated && report.fallback == nil && report.summary.outlook == .dry)
            #expect(stub.requests(to: .metNorwayNowcast).isEmpty)
        }
    }
}
