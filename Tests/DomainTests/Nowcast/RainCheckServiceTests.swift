import Domain
import DomainTesting
import Testing

@Suite("Checking for rain: a nowcast's intensity where one covers the place and reaches the window's end, else the hourly check")
struct RainCheckServiceTests {
    static let now = NowcastSummaryTests.now
    static let place = ResolvedPlace(place: NowcastServiceTests.oslo)
    static let oslo = ForecastLocation.place(try! PlaceQuery("Oslo"))
    /// Rain from 14:40 (light), moderate at 14:45, then dry, for the radar's 110 minutes.
    static let rates: [Double?] = [0, 0, 0.4, 3.0, 0] + Array(repeating: 0, count: 18)
    static let hourlyAnswer = WeatherCheckAnswer(
        location: place, units: .metric, source: NowcastServiceTests.modelSource, condition: .rain, withinMinutes: 30, threshold: 50,
        first: nil, value: 10, hours: []
    )

    let places = ResolvePlaceUseCaseSpy(.success(place))
    let hourly = CheckWeatherUseCaseSpy(.success(hourlyAnswer))

    /// A radar over the Nordic countries giving 5-minute steps of `rates` from now.
    static func radar(_ rates: [Double?] = rates, area: [CoordinateBox] = NowcastServiceTests.nordic) -> NowcastRepositorySpy {
        let nowcast = Nowcast(method: .radar, stepMinutes: 5, steps: NowcastSummaryTests.steps(rates))
        return NowcastRepositorySpy(outcome: .nowcast(nowcast), area: area, source: NowcastServiceTests.radarSource)
    }

    func check(
        _ radar: NowcastRepositorySpy, within minutes: Int = 30, intensity: PrecipitationIntensity = .light, threshold: Double? = nil
    ) async throws -> RainCheckAnswer {
        let nowcasts = NowcastService(places: places, sources: [radar], clock: FixedClock(Self.now), zones: FixedTimeZoneRules(offsetSeconds: 3600, zones: ["Europe/Oslo"]))
        let request = WeatherCheckRequest(location: Self.oslo, condition: .rain, withinMinutes: minutes, threshold: threshold)
        return try await RainCheckService(places: places, nowcasts: nowcasts, hourly: hourly)
            .check(RainCheckRequest(hourly: request, intensity: intensity, now: Self.now))
    }

    func nowcast(_ answer: RainCheckAnswer) -> NowcastRainCheckAnswer? {
        guard case .nowcast(let nowcast) = answer else { return nil }
        return nowcast
    }

    @Test("yes at the first step of light rain or more within the window; the nowcast is asked for the place found and the window")
    func yes() async throws {
        let radar = Self.radar()
        let answer = try #require(nowcast(try await check(radar)))
        #expect(answer.answer && answer.first?.time == NowcastSummaryTests.minute(10) && answer.first?.intensity == .light)
        #expect(radar.nowcastCalls.invocations == [NowcastRepositorySpy.Call(place: Self.place.place, minutes: 30)])
        #expect(places.invocations.first == Self.oslo && hourly.callCount == 0)
    }

    @Test("the intensity asked: moderate is the first step of 2.5 mm/h or more")
    func moderate() async throws {
        let answer = try #require(nowcast(try await check(Self.radar(), intensity: .moderate)))
        #expect(answer.first?.time == NowcastSummaryTests.minute(15) && answer.first?.precipitationRate == 3.0)
    }

    @Test("no: no step reaches the intensity in the window, with the heaviest rate known; rain at or after the window's end does not count")
    func no() async throws {
        let heavy = try #require(nowcast(try await check(Self.radar(), intensity: .heavy)))
        #expect(!heavy.answer && heavy.heaviestRate == 3.0)
        let later = try #require(nowcast(try await check(Self.radar(Array(repeating: 0, count: 6) + [1.0] + Array(repeating: 0, count: 16)))))
        #expect(!later.answer && later.end == NowcastSummaryTests.minute(30))
    }

    @Test("a window under a step still asks the nowcast's least window, 5 minutes")
    func shortWindow() async throws {
        let radar = Self.radar()
        _ = try await check(radar, within: 1)
        #expect(radar.nowcastCalls.invocations.first?.minutes == 5)
    }

    @Test("a chance threshold where a nowcast covers the place is refused, before the nowcast is asked")
    func thresholdRefused() async throws {
        let radar = Self.radar()
        await #expect(throws: ForecastError.invalidInput(reason: RainCheckService.thresholdRefusal)) { try await check(radar, threshold: 50) }
        #expect(radar.nowcastCalls.callCount == 0 && hourly.callCount == 0)
    }

    @Test("a threshold out of range is refused before anything is asked, wherever the place is")
    func thresholdOutOfRange() async throws {
        await #expect(throws: ForecastError.self) { try await check(Self.radar(), threshold: 101) }
        #expect(places.callCount == 0)
    }

    @Test("where no nowcast covers the place natively, the hourly check answers for the place found, threshold and all; no nowcast is asked")
    func notCovered() async throws {
        let radar = Self.radar(area: [])
        #expect(try await check(radar, threshold: 50) == .hourly(Self.hourlyAnswer))
        #expect(radar.nowcastCalls.callCount == 0)
        #expect(hourly.invocations == [WeatherCheckRequest(location: .resolved(Self.place), condition: .rain, withinMinutes: 30, threshold: 50)])
    }

    @Test("the hourly check is asked as far as hourlyMinutes says, when further than the window, and the nowcast for the window alone")
    func hourlyAskedFurther() async throws {
        let uncovered = Self.radar(area: [])
        let nowcasts = NowcastService(places: places, sources: [uncovered], clock: FixedClock(Self.now), zones: FixedTimeZoneRules(offsetSeconds: 3600, zones: ["Europe/Oslo"]))
        var request = RainCheckRequest(hourly: WeatherCheckRequest(location: Self.oslo, condition: .rain, withinMinutes: 60), now: Self.now)
        request.hourlyMinutes = 720
        _ = try await RainCheckService(places: places, nowcasts: nowcasts, hourly: hourly).check(request)
        #expect(hourly.invocations.map(\.withinMinutes) == [720])
        request.hourlyMinutes = 30
        _ = try await RainCheckService(places: places, nowcasts: nowcasts, hourly: hourly).check(request)
        #expect(hourly.invocations.map(\.withinMinutes) == [720, 60])
    }

    @Test("a window beyond the nowcast's two hours is the hourly check's, for the place as asked, and nothing else is asked")
    func beyondTwoHours() async throws {
        let radar = Self.radar()
        #expect(try await check(radar, within: 180) == .hourly(Self.hourlyAnswer))
        #expect(radar.nowcastCalls.callCount == 0 && places.callCount == 0 && hourly.lastInvocation?.location == Self.oslo)
    }

    @Test("steps that do not reach the window's end (the radar's 110 minutes for 2 hours) leave it to the hourly check")
    func stepsShort() async throws {
        let radar = Self.radar()
        #expect(try await check(radar, within: 120) == .hourly(Self.hourlyAnswer))
        #expect(radar.nowcastCalls.callCount == 1 && hourly.callCount == 1)
    }

    @Test("steps with no rate known in the window leave it to the hourly check")
    func noRateKnown() async throws {
        #expect(try await check(Self.radar(Array(repeating: nil, count: 23))) == .hourly(Self.hourlyAnswer))
    }

    @Test("no service with a nowcast here now (the radar down, no model there): the hourly check answers")
    func radarDown() async throws {
        let radar = NowcastRepositorySpy(outcome: .unavailable(.radarTemporarilyUnavailable), area: NowcastServiceTests.nordic)
        #expect(try await check(radar) == .hourly(Self.hourlyAnswer))
        #expect(radar.nowcastCalls.callCount == 1 && hourly.callCount == 1)
    }

    @Test("a nowcast service that fails is an error, never quietly the hourly check's answer")
    func failure() async throws {
        let radar = Self.radar()
        radar.nowcastCalls.stub(throwing: ForecastError.timedOut)
        await #expect(throws: ForecastError.timedOut) { try await check(radar) }
        #expect(hourly.callCount == 0)
    }
}
