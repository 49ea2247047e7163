import Domain
import DomainTesting
import Testing

@Suite("Warnings from several services: all that cover a place are asked, and merged")
struct AlertsMergingTests {
    /// A service that learns its coverage by asking, as an aggregator of feeds does.
    struct AskingService: AlertsRepository {
        let source = DataSource(provider: "Aggregator", attribution: "Warnings via the aggregator")
        let coverage = ServiceCoverage.worldwide
        let area = [CoordinateBox(latitudes: -90...90, longitudes: -180...180)]
        /// The countries it lists a working feed for.
        let countries: Set<String>
        let messages: [WeatherAlert]
        var coverageFailure: ForecastError? = nil
        var answerFailure: ForecastError? = nil

        func covers(_ place: Place) async throws -> Bool {
            if let coverageFailure { throw coverageFailure }
            return place.countryCode.map(countries.contains) ?? true
        }

        func feeds(in countryCode: String) async throws -> [AlertFeed] {
            countries.contains(countryCode) ? [AlertFeed(name: "Feed of \(countryCode)", countryCode: countryCode, isOfficial: true, isOperating: true)] : []
        }

        func alerts(at place: Place) async throws -> ForecastAnswer<[WeatherAlert]> {
            if let answerFailure { throw answerFailure }
            return ForecastAnswer(messages, timeZoneIdentifier: nil)
        }
    }

    let national = AlertsRepositorySpy(provider: "US", countries: ["US"])

    func warning(_ id: String, _ event: String, references: [String] = []) -> WeatherAlert {
        WeatherAlert(id: id, event: event, severity: .moderate, onset: nil, ends: nil, references: references)
    }

    func place(_ countryCode: String?) -> ResolvedPlace {
        ResolvedPlace(place: Place(name: "Somewhere", countryCode: countryCode, coordinate: try! Coordinate(latitude: 36.2, longitude: -87.8)))
    }

    func service(_ aggregator: AskingService) -> AlertsService {
        AlertsService(sources: [national, aggregator], clock: FixedClock(Sample.now), zones: FixedTimeZoneRules(offsetSeconds: 0, zones: []))
    }

    @Test("both services are asked; a warning both carry is shown once; both are credited")
    func mergedWithoutDoubles() async throws {
        national.alertsCalls.stub(returning: ForecastAnswer([warning("urn:oid:1", "Wind Advisory")], timeZoneIdentifier: nil))
        let aggregator = AskingService(countries: ["US"], messages: [warning("urn:oid:1", "Wind Advisory"), warning("flood", "Flood Watch")])
        let report = try await service(aggregator).alerts(at: place("US"))
        #expect(report.alerts.map(\.event).sorted() == ["Flood Watch", "Wind Advisory"])
        #expect(report.source?.provider == "US + Aggregator")
    }

    @Test("a country only the aggregator lists is covered by it; one nobody lists is not covered")
    func coverageByListing() async throws {
        let aggregator = AskingService(countries: ["DE"], messages: [warning("de-1", "Sturmböen")])
        #expect(try await service(aggregator).alerts(at: place("DE")).source?.provider == "Aggregator")
        let elsewhere = try await service(aggregator).alerts(at: place("JP"))
        #expect(elsewhere.coverage == .notCovered)
        #expect(national.alertsCalls.callCount == 0)
    }

    @Test("when one of two covering services fails, the other's warnings are shown; when all fail, the failure is told")
    func partialFailure() async throws {
        national.alertsCalls.stub(returning: ForecastAnswer([warning("n", "Wind Advisory")], timeZoneIdentifier: nil))
        var broken = AskingService(countries: ["US"], messages: [])
        broken.coverageFailure = .timedOut
        let partial = try await service(broken).alerts(at: place("US"))
        #expect(partial.alerts.map(\.event) == ["Wind Advisory"])
        #expect(partial.source?.provider == "US" && partial.unanswered.map(\.provider) == ["Aggregator"])
        national.alertsCalls.stub(throwing: ForecastError.timedOut)
        await #expect(throws: ForecastError.timedOut) { try await service(broken).alerts(at: place("US")) }
    }

    @Test("the feeds of a country: the national service lists itself, the aggregator its feeds; a name is read as its country")
    func feeds() async throws {
        let aggregator = AskingService(countries: ["US", "DE"], messages: [])
        let listing = try await AlertFeedsService(sources: [national, aggregator]).feeds(in: "usa")
        #expect(listing.countryCode == "US")
        #expect(listing.entries.map(\.feed.name) == ["US", "Feed of US"])
        #expect(listing.entries.map(\.service.provider) == ["US", "Aggregator"])
        #expect(listing.isCovered)
        #expect(try await AlertFeedsService(sources: [national, aggregator]).feeds(in: "JP").isCovered == false)
        await #expect(throws: ForecastError.self) { try await AlertFeedsService(sources: [national]).feeds(in: "Narnia") }
    }
}
