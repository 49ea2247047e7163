import Domain
import DomainTesting
import Testing

@Suite("SeaCheckService: waves, swell and the sea's warmth against a threshold within the window")
struct SeaCheckServiceTests {
    static func service(_ repository: MarineRepositorySpy) -> SeaCheckService {
        SeaCheckService(marine: MarineServiceTests.service(repository))
    }

    static var repository: MarineRepositorySpy { MarineRepositorySpy(isSea: { index, _ in index == 0 }, series: MarineServiceTests.series, utcOffsetSeconds: 3600) }

    static func request(_ measure: SeaCheckRequest.Measure, within hours: Int = 3, threshold: Double? = nil, units: Units = .metric) -> SeaCheckRequest {
        SeaCheckRequest(measure: measure, location: MarineServiceTests.request.location, withinMinutes: hours * 60, threshold: threshold, units: units)
    }

    @Test("waves: yes at the first hour reaching the threshold; no when the window's highest stays below it")
    func waves() async throws {
        let yes = try await Self.service(Self.repository).check(Self.request(.waves, threshold: 2.15))
        #expect(yes.answer && yes.match?.time.hour == 12)
        let no = try await Self.service(Self.repository).check(Self.request(.waves, threshold: 2.5))
        #expect(!no.answer && no.nearest?.time.hour == 13 && no.nearest?.waves.height == 2.3)
    }

    @Test("the defaults: 2 m of waves or swell (6 ft), 18 °C of sea (64 °F)")
    func defaults() async throws {
        let waves = try await Self.service(Self.repository).check(Self.request(.waves))
        #expect(waves.threshold == 2 && waves.answer)
        let swell = try await Self.service(Self.repository).check(Self.request(.swell))
        #expect(!swell.answer && swell.threshold == 2)
        #expect(Self.request(.waves, units: .imperial).effectiveThreshold == 7, "2 m is 6.56 ft, rounded to 7")
        #expect(Self.request(.seaTemperature, units: .imperial).effectiveThreshold == 64)
        let warm = try await Self.service(Self.repository).check(Self.request(.seaTemperature, threshold: 14))
        let cold = try await Self.service(Self.repository).check(Self.request(.seaTemperature))
        #expect(warm.answer && !cold.answer && cold.threshold == 18)
    }

    @Test("thresholds and windows out of range are refused before anything is asked")
    func refusals() async {
        let repository = Self.repository
        await #expect(throws: ForecastError.self) { try await Self.service(repository).check(Self.request(.waves, threshold: 31)) }
        await #expect(throws: ForecastError.self) { try await Self.service(repository).check(Self.request(.seaTemperature, threshold: 40)) }
        await #expect(throws: ForecastError.self) { try await Self.service(repository).check(Self.request(.swell, within: 17 * 24)) }
        #expect(repository.searchCalls.callCount == 0)
        #expect(SeaCheckRequest.Measure(.swell) == .swell && SeaCheckRequest.Measure(.rain) == nil)
    }
}
