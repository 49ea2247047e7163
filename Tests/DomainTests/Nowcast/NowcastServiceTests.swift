import Domain
import DomainTesting
import Testing

@Suite("The nowcast use case: radar where it covers, a model elsewhere, the window kept, the place's clock")
struct NowcastServiceTests {
    static let now = NowcastSummaryTests.minute(2)
    static let oslo = Place(
        name: "Oslo", country: "Norway", countryCode: "NO", coordinate: try! Coordinate(latitude: 59.9139, longitude: 10.7522),
        timeZoneIdentifier: "Europe/Oslo"
    )
    static let nordic = [CoordinateBox(latitudes: 54...72, longitudes: 4...32)]
    static let radarSource = DataSource(provider: "Radar", attribution: "Radar data")
    static let modelSource = DataSource(provider: "Model", attribution: "Model data")

    static func radar(_ outcome: NowcastOutcome) -> NowcastRepositorySpy {
        NowcastRepositorySpy(outcome: outcome, area: nordic, source: radarSource)
    }

    static func model(_ rates: [Double?] = [0, 0, 0, 0, 0, 0, 0, 0, 0]) -> NowcastRepositorySpy {
        let steps = NowcastSummaryTests.steps(rates, stepMinutes: 15, from: NowcastSummaryTests.minute(-15))
        return NowcastRepositorySpy(
            outcome: .nowcast(Nowcast(method: .interpolated, stepMinutes: 15, steps: steps)), area: [], answersOutsideArea: true, source: modelSource
        )
    }

    static func service(_ sources: [any NowcastRepository], place: Place = oslo) -> NowcastService {
        NowcastService(
            places: ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: place))), sources: sources, clock: FixedClock(now),
            zones: FixedTimeZoneRules(offsetSeconds: 3600, zones: ["Europe/Oslo"])
        )
    }

    static let request = NowcastRequest(location: .place(try! PlaceQuery("Oslo")))

    @Test("inside the radar's area the radar answers, and the model is not asked")
    func radarFirst() async throws {
        let radarSteps = NowcastSummaryTests.steps(Array(repeating: 0.0, count: 23), from: NowcastSummaryTests.now)
        let radar = Self.radar(.nowcast(Nowcast(method: .radar, stepMinutes: 5, steps: radarSteps)))
        let model = Self.model()
        let report = try await Self.service([radar, model]).nowcast(for: Self.request)
        #expect(report.method == .radar && report.source == Self.radarSource && report.fallback == nil)
        #expect(report.steps.count == 23 && report.summary.outlook == .dry)
        #expect(radar.nowcastCalls.invocations == [NowcastRepositorySpy.Call(place: Self.oslo, minutes: 120)])
        #expect(model.nowcastCalls.invocations.isEmpty)
    }

    static let gaps: [NowcastGap] = [.noRadarCoverage, .radarTemporarilyUnavailable, .outsideArea]

    @Test("where the radar has no nowcast the model answers, and the report says why", arguments: gaps)
    func fallback(gap: NowcastGap) async throws {
        let report = try await Self.service([Self.radar(.unavailable(gap)), Self.model()]).nowcast(for: Self.request)
        #expect(report.source == Self.modelSource && report.fallback == NowcastFallback(source: Self.radarSource, gap: gap))
    }

    @Test("outside every area only a source that answers everywhere is asked")
    func outside() async throws {
        let tokyo = Place(name: "Tokyo", coordinate: try Coordinate(latitude: 35.68, longitude: 139.69))
        let radar = Self.radar(.unavailable(.outsideArea))
        let service = Self.service([radar, Self.model()], place: tokyo)
        #expect(!service.coversNatively(tokyo) && service.coversNatively(Self.oslo))
        let report = try await service.nowcast(for: Self.request)
        #expect(report.fallback == nil && report.method == .interpolated && radar.nowcastCalls.invocations.isEmpty)
    }

    @Test("the steps kept: from the one under way now to the window's end; an impossible rate becomes unknown")
    func window() async throws {
        // Quarter hours from 14:15: the 14:15 step ended at 14:30, before now (14:32); 14:30 is under way.
        let model = Self.model([9, 0.4, -3, 0, 5000, 0, 0, 0, 0])
        let report = try await Self.service([model]).nowcast(for: NowcastRequest(location: Self.request.location, minutes: 30))
        #expect(report.steps.map(\.time) == [NowcastSummaryTests.minute(0), NowcastSummaryTests.minute(15), NowcastSummaryTests.minute(30)])
        #expect(report.steps.map(\.precipitationRate) == [0.4, nil, 0])
        #expect(report.summary.outlook == .rain(.init(start: NowcastSummaryTests.now, startsNow: true, heaviest: report.steps[0], end: NowcastSummaryTests.minute(30))))
    }

    @Test("times read on the place's clock, by its zone")
    func localTimes() async throws {
        let report = try await Self.service([Self.model()]).nowcast(for: Self.request)
        #expect(report.localTime(NowcastSummaryTests.now).clockTime == "15:30")
        #expect(report.localTime(report.summary.coveredUntil).clockTime == "17:30")
        // 14:32 to 16:30 is 118 minutes: "the next 1 h 55 min", not the 2 h 15 min from the step under way.
        #expect(report.asOf == Self.now && report.minutesAhead == 115)
    }

    @Test("a window out of range is refused before anything is asked", arguments: [0, 4, 121])
    func refused(minutes: Int) async throws {
        let model = Self.model()
        await #expect(throws: ForecastError.self) {
            try await Self.service([model]).nowcast(for: NowcastRequest(location: Self.request.location, minutes: minutes))
        }
        #expect(model.nowcastCalls.invocations.isEmpty)
    }

    @Test("no source with a nowcast: refused as outside their coverage, naming the service")
    func none() async throws {
        await #expect(throws: ForecastError.outsideCoverage(service: "Radar", coverage: "no radar coverage")) {
            try await Self.service([Self.radar(.unavailable(.noRadarCoverage))]).nowcast(for: Self.request)
        }
    }
}
