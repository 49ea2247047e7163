import Domain
import DomainTesting
import Testing

@Suite("Checking the coming hours")
struct WeatherCheckServiceTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// The check over `hours` from 12:00 local, the clock at 15:20 local (offset +1 h).
    func check(_ condition: CheckCondition, within minutes: Int = 12 * 60, threshold: Double? = nil, units: Units = .metric,
               hours: [HourlyForecast]) async throws -> WeatherCheckAnswer {
        let forecasts = ForecastRepositorySpy(hours: ForecastAnswer(hours, timeZoneIdentifier: "Europe/Paris", utcOffsetSeconds: 3600))
        return try await WeatherCheckService(places: places, forecasts: forecasts, clock: FixedClock(Sample.now))
            .check(.init(location: london, condition: condition, withinMinutes: minutes, threshold: threshold, units: units))
    }

    /// 30 hours, dry but for `wet` at index `at` (15:00 is index 3).
    func hours(at index: Int = -1, _ wet: (LocalDateTime) -> HourlyForecast) -> [HourlyForecast] {
        Sample.hours(30) { i, time in i == index ? wet(time) : HourlyForecast(time: time, temperature: 10, precipitation: 0, precipitationProbability: 10) }
    }

    @Test("rain: exactly 0.1 mm in an hour is rain")
    func rainAmountEdge() async throws {
        let answer = try await check(.rain, hours: hours(at: 5) { HourlyForecast(time: $0, precipitation: 0.1, precipitationProbability: 0) })
        #expect(answer.answer)
        #expect(answer.first?.time.clockTime == "17:00")
    }

    @Test("rain: 0.09 mm and a chance under the threshold is not")
    func rainBelow() async throws {
        let answer = try await check(.rain, hours: hours(at: 5) { HourlyForecast(time: $0, precipitation: 0.09, precipitationProbability: 49) })
        #expect(!answer.answer)
        #expect(answer.value == 49)
        #expect(answer.first == nil)
    }

    @Test("rain: a chance exactly at the threshold is rain")
    func rainThresholdEdge() async throws {
        let answer = try await check(.rain, threshold: 60, hours: hours(at: 4) { HourlyForecast(time: $0, precipitation: 0, precipitationProbability: 60) })
        #expect(answer.answer && answer.value == 60 && answer.threshold == 60)
    }

    @Test("the window starts at the current hour and ends `within` after now: 15:20 + 6 h takes 15:00…21:00")
    func window() async throws {
        let inside = try await check(.rain, within: 360, hours: hours(at: 9) { HourlyForecast(time: $0, precipitation: 1) })
        #expect(inside.answer && inside.first?.time.clockTime == "21:00")
        let outside = try await check(.rain, within: 360, hours: hours(at: 10) { HourlyForecast(time: $0, precipitation: 1) })
        #expect(!outside.answer)
        #expect(outside.hours.map(\.time.clockTime) == ["15:00", "16:00", "17:00", "18:00", "19:00", "20:00", "21:00"])
        let past = try await check(.rain, hours: hours(at: 2) { HourlyForecast(time: $0, precipitation: 5) })
        #expect(!past.answer, "14:00 is before the current hour")
    }

    @Test("an answer with no hours for the window is a bad response, never a no")
    func emptyWindow() async throws {
        await #expect(throws: ForecastError.badResponse(reason: "it covers 0 hours from now, not the 13 asked for")) {
            try await check(.rain, hours: [])
        }
    }

    @Test("frost and heat compare with the threshold inclusively, in the chosen units")
    func temperatures() async throws {
        let frost = try await check(.frost, hours: hours(at: 6) { HourlyForecast(time: $0, temperature: 0) })
        #expect(frost.answer && frost.value == 0 && frost.threshold == 0)
        let mild = try await check(.frost, hours: hours(at: 6) { HourlyForecast(time: $0, temperature: 0.5) })
        #expect(!mild.answer && mild.value == 0.5, "the nearest to frost is the lowest temperature")
        let heat = try await check(.heat, units: .imperial, hours: hours(at: 6) { HourlyForecast(time: $0, temperature: 86) })
        #expect(heat.answer && heat.threshold == 86)
        let warm = try await check(.heat, units: .imperial, hours: hours(at: 6) { HourlyForecast(time: $0, temperature: 85.9) })
        #expect(!warm.answer)
    }

    @Test("wind looks at gusts, or the wind speed where there are none; uv at the UV index")
    func windAndUV() async throws {
        #expect(try await check(.wind, hours: hours(at: 3) { HourlyForecast(time: $0, windSpeed: 20, windGusts: 50) }).answer)
        #expect(try await check(.wind, hours: hours(at: 3) { HourlyForecast(time: $0, windSpeed: 50) }).answer)
        #expect(try await !check(.wind, hours: hours(at: 3) { HourlyForecast(time: $0, windSpeed: 60, windGusts: 49) }).answer)
        #expect(try await check(.uv, hours: hours(at: 3) { HourlyForecast(time: $0, uvIndex: 6) }).answer)
        #expect(try await !check(.uv, hours: hours(at: 3) { HourlyForecast(time: $0, uvIndex: 5.9) }).answer)
    }

    @Test("snow and storm look at the condition")
    func conditions() async throws {
        let snow = try await check(.snow, hours: hours(at: 4) { HourlyForecast(time: $0, condition: .init(kind: .sleet)) })
        #expect(snow.answer && snow.value == nil)
        let storm = try await check(.storm, hours: hours(at: 4) { HourlyForecast(time: $0, condition: .init(kind: .tornado)) })
        #expect(storm.answer)
        #expect(try await !check(.storm, hours: hours(at: 4) { HourlyForecast(time: $0, condition: .init(kind: .rain)) }).answer)
    }

    @Test("refuses a window beyond the provider's hours, a threshold where none applies, before fetching")
    func refuses() async throws {
        await #expect(throws: ForecastError.self) { try await check(.rain, within: 384 * 60 + 1, hours: []) }
        await #expect(throws: ForecastError.self) { try await check(.rain, within: 0, hours: []) }
        await #expect(throws: ForecastError.invalidInput(reason: "storm takes no threshold")) { try await check(.storm, threshold: 3, hours: []) }
        await #expect(throws: ForecastError.invalidInput(reason: "air is not read from the hourly forecast")) { try await check(.air, hours: []) }
        #expect(places.callCount == 0)
    }
}
