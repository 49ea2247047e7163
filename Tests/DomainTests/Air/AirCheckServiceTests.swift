import Domain
import DomainTesting
import Testing

@Suite("Checking the air: the first reading at or above the threshold, now then hour by hour")
struct AirCheckServiceTests {
    static let noon = LocalDateTime(iso8601: "2026-11-22T12:00")!
    static let source = DataSource(provider: "Air", attribution: "Air data")

    /// A report on `index`: now (AQI 44, grass 12), then 13:00 (AQI 68, grass 60) and 14:00 (nothing measured).
    static func report(index: AirQualityIndex = .european, pollen: Bool = true) -> AirQualityReport {
        let now = AirQualityReading(time: noon, europeanAQI: 44, usAQI: 65, pollen: pollen ? [.grass: 12, .birch: 3] : [:])
        return AirQualityReport(
            location: ResolvedPlace(place: Sample.london), index: index, current: now,
            hours: [now, AirQualityReading(time: noon.adding(minutes: 60), europeanAQI: 68, usAQI: 112, pollen: pollen ? [.grass: 60] : [:]),
                    AirQualityReading(time: noon.adding(minutes: 120))],
            source: source, freshness: nil
        )
    }

    let london = ForecastLocation.place(try! PlaceQuery("London"))

    func check(
        _ measure: AirCheckRequest.Measure, within minutes: Int = 180, threshold: Double? = nil, index: AirQualityIndex? = nil,
        report: AirQualityReport = report()
    ) async throws -> (AirCheckAnswer, GetAirQualityUseCaseSpy) {
        let air = GetAirQualityUseCaseSpy(.success(report))
        let request = AirCheckRequest(measure: measure, location: london, withinMinutes: minutes, threshold: threshold, index: index)
        return (try await AirCheckService(air: air).check(request), air)
    }

    @Test("the air quality request covers the window: the current hour and every hour starting in it, on the index asked")
    func request() async throws {
        let (_, us) = try await check(.air, within: 90, index: .us)
        #expect(us.invocations == [AirQualityRequest(location: london, hours: 2, index: .us)])
        let (_, short) = try await check(.air, within: 30)
        #expect(short.lastInvocation?.hours == 1 && short.lastInvocation?.index == nil)
    }

    @Test("air: yes at the first reading reaching the index's default (61 on the European index), now counting first")
    func air() async throws {
        let (answer, _) = try await check(.air)
        #expect(answer.answer && answer.threshold == 61 && answer.match?.time == Self.noon.adding(minutes: 60))
        let (now, _) = try await check(.air, threshold: 44)
        #expect(now.match == Self.report().current, "exactly at the threshold is yes, and now comes first")
        let (no, _) = try await check(.air, threshold: 70)
        #expect(!no.answer && no.nearest.flatMap(no.value) == 68, "the nearest is the highest reading")
    }

    @Test("the US index's default is 101, read on the US values")
    func usIndex() async throws {
        let (answer, _) = try await check(.air, report: Self.report(index: .us))
        #expect(answer.threshold == 101 && answer.match.flatMap(answer.value) == 112)
    }

    @Test("pollen: the highest count of any kind against 50 grains/m³; none counted is a no with nothing nearest")
    func pollen() async throws {
        let (answer, _) = try await check(.pollen)
        #expect(answer.answer && answer.threshold == Pollen.defaultCheckThreshold && answer.match.flatMap(answer.value) == 60)
        let (below, _) = try await check(.pollen, threshold: 61)
        #expect(!below.answer && below.nearest.flatMap(below.value) == 60)
        let (none, _) = try await check(.pollen, report: Self.report(pollen: false))
        #expect(!none.answer && none.nearest == nil)
    }

    @Test("refuses a window beyond the service's hours, and a threshold no index or count reaches, before asking", arguments: [
        (AirCheckRequest.Measure.air, 121 * 60, nil as Double?), (.air, 0, nil), (.air, 60, 1001), (.pollen, 60, -1), (.pollen, 60, 100_001),
    ])
    func refuses(measure: AirCheckRequest.Measure, minutes: Int, threshold: Double?) async throws {
        let air = GetAirQualityUseCaseSpy(.success(Self.report()))
        let request = AirCheckRequest(measure: measure, location: london, withinMinutes: minutes, threshold: threshold, index: nil)
        await #expect(throws: ForecastError.self) { try await AirCheckService(air: air).check(request) }
        #expect(air.callCount == 0)
    }
}
