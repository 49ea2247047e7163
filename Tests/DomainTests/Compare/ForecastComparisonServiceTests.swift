import Domain
import DomainTesting
import Testing

@Suite("Comparing providers")
struct ForecastComparisonServiceTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    /// A provider whose days are `Sample.days(count)` with every high raised by `warmer`.
    func provider(_ id: String, days count: Int = 3, warmer: Double = 0, maximumDays: Int = 16) -> (ComparedProvider, ForecastRepositorySpy) {
        let days = Sample.days(count).map { DailyForecast(date: $0.date, temperatureMax: ($0.temperatureMax ?? 0) + warmer) }
        let spy = ForecastRepositorySpy(
            days: ForecastAnswer(days, timeZoneIdentifier: "Europe/London"), maximumDays: maximumDays,
            source: DataSource(provider: id, attribution: "by \(id)")
        )
        return (ComparedProvider(id: id, forecasts: spy), spy)
    }

    @Test("resolves the place once, asks every provider for the same place, and gives the spread by date")
    func spread() async throws {
        let (a, aSpy) = provider("a")
        let (b, bSpy) = provider("b", warmer: 2.5)
        let comparison = try await ForecastComparisonService(places: places, providers: [a, b]).compare(.init(location: london, days: 3))
        #expect(places.callCount == 1)
        #expect(aSpy.dailyForecastCalls.lastInvocation?.place == Sample.london && bSpy.dailyForecastCalls.lastInvocation?.place == Sample.london)
        #expect(comparison.forecasts.map(\.source.provider) == ["a", "b"] && comparison.skipped.isEmpty)
        // Day 1: highs 1 (a) and 3.5 (b).
        #expect(comparison.spread.count == 3 && comparison.spread[0].temperatureMax == 1...3.5)
        #expect(comparison.spread[0].temperatureMin == nil, "no provider gave a low")
    }

    @Test("a provider that fails, or is unavailable, is skipped with its reason; the others are compared")
    func oneFails() async throws {
        let (a, _) = provider("a")
        let (b, bSpy) = provider("b")
        bSpy.dailyForecastCalls.stub(throwing: ForecastError.serviceError(status: 500, reason: "down"))
        let c = ComparedProvider(id: "c", unavailable: .invalidInput(reason: "no key"))
        let comparison = try await ForecastComparisonService(places: places, providers: [a, b, c]).compare(.init(location: london, days: 2))
        #expect(comparison.forecasts.map(\.source.provider) == ["a"])
        #expect(comparison.skipped == [
            SkippedProvider(provider: "b", error: .serviceError(status: 500, reason: "down")),
            SkippedProvider(provider: "c", error: .invalidInput(reason: "no key")),
        ])
    }

    @Test("when every provider fails, the first one's error is the comparison's")
    func allFail() async {
        let (a, aSpy) = provider("a")
        aSpy.dailyForecastCalls.stub(throwing: ForecastError.timedOut)
        let b = ComparedProvider(id: "b", unavailable: .invalidInput(reason: "no key"))
        await #expect(throws: ForecastError.timedOut) {
            try await ForecastComparisonService(places: places, providers: [a, b]).compare(.init(location: london, days: 2))
        }
    }

    @Test("each provider is asked for at most its own days; more than any provider gives is invalid")
    func limits() async throws {
        let (short, shortSpy) = provider("short", days: 5, maximumDays: 5)
        let (long, _) = provider("long", days: 10, maximumDays: 16)
        let comparison = try await ForecastComparisonService(places: places, providers: [short, long]).compare(.init(location: london, days: 10))
        #expect(shortSpy.dailyForecastCalls.lastInvocation?.count == 5)
        #expect(comparison.spread.count == 10)
        await #expect(throws: ForecastError.outOfRange(OutOfRange(quantity: .days, value: Double(17), allowed: 1...16))) {
            try await ForecastComparisonService(places: places, providers: [short, long]).compare(.init(location: london, days: 17))
        }
    }

    @Test("a bad answer from one provider is that provider's failure, checked like daily's")
    func checked() async throws {
        let (a, _) = provider("a")
        let (absurd, absurdSpy) = provider("absurd")
        absurdSpy.dailyForecastCalls.stub(returning: ForecastAnswer([DailyForecast(date: Sample.days(1)[0].date, temperatureMax: 1e20)], timeZoneIdentifier: nil))
        let comparison = try await ForecastComparisonService(places: places, providers: [a, absurd]).compare(.init(location: london, days: 1))
        guard case .badResponse? = comparison.skipped.first?.error else { Issue.record("not skipped as a bad response"); return }
        #expect(comparison.forecasts.count == 1)
    }
}
