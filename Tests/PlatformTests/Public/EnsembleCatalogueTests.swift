import Domain
import Foundation
import Platform
import StubServer
import Testing

/// The catalogue's ensemble use cases through libcurl against the stub: the model picked by region, the members
/// counted from the answer, the service's refusal told.
@Suite("Ensembles from the catalogue, against a loopback stand-in")
struct EnsembleCatalogueTests {
    func ensemble(_ stub: WeatherStubServer) throws -> WeatherServices {
        try WeatherServices.atStub(stub)
    }

    @Test("London asks ICON (39 members and the control), Hollywood GFS (30 and the control), Beijing ECMWF (50 and the control)")
    func modelByRegion() async throws {
        try await withStubServer { stub in
            let london = try await ensemble(stub).make(.ensembleOutlook).outlook(for: EnsembleRequest(location: .place(try PlaceQuery("London")), days: 3))
            let hollywood = try await ensemble(stub).make(.ensembleOutlook).outlook(for: EnsembleRequest(location: .place(try PlaceQuery("Hollywood")), days: 2))
            let beijing = try await ensemble(stub).make(.ensembleOutlook).outlook(for: EnsembleRequest(location: .place(try PlaceQuery("Beijing")), days: 1))
            #expect(london.model == "icon_seamless" && london.members == 40 && london.days.count == 3 && london.hours.count == 72)
            #expect(hollywood.model == "gfs_seamless" && hollywood.members == 31 && beijing.model == "ecmwf_ifs025" && beijing.members == 51)
            let asked = stub.requests(to: .ensemble).map(\.query)
            #expect(asked.map { $0["models"] } == ["icon_seamless", "gfs_seamless", "ecmwf_ifs025"] && asked.map { $0["forecast_days"] } == ["3", "2", "1"])
            #expect(asked.allSatisfy { $0["hourly"] == "temperature_2m,precipitation" && $0["timezone"] != nil })
            // Member 1 gave nothing at 03:00: that hour counts 39 of London's 40.
            #expect(london.hours[3].spread.members == 39 && london.hours[4].spread.members == 40)
        }
    }

    @Test("a model named asks that model; one the service does not know is its error, with its reason")
    func namedModel() async throws {
        try await withStubServer { stub in
            let outlook = try await ensemble(stub).make(.ensembleOutlook).outlook(for: EnsembleRequest(location: .place(try PlaceQuery("London")), days: 1, model: "ecmwf_ifs025"))
                #expect(outlook.members == 51)
            await #expect {
                try await ensemble(stub).make(.ensembleOutlook).outlook(for: EnsembleRequest(location: .place(try PlaceQuery("London")), days: 1, model: "nosuchmodel"))
            } throws: { error in
                guard case ForecastError.serviceError(400, let reason?) = error else { return false }
                return reason.contains("nosuchmodel")
            }
        }
    }

    @Test("the rain check: two members in three give rain in London within 12 hours, one in ten in Hollywood")
    func rainCheck() async throws {
        try await withStubServer { stub in
            let wet = try await ensemble(stub).make(.ensembleRainCheck).check(EnsembleRainCheckRequest(location: .place(try PlaceQuery("London"))))
            let dry = try await ensemble(stub).make(.ensembleRainCheck).check(EnsembleRainCheckRequest(location: .place(try PlaceQuery("Hollywood"))))
            // Member 1 (wet in London, dry in Hollywood) is not counted when the window holds today's 03:00.
            #expect(wet.answer && wet.members - wet.windowWetMembers == 13 && (39...40).contains(wet.members))
            #expect(!dry.answer && dry.windowWetMembers == 4 && (30...31).contains(dry.members))
        }
    }
}
