@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("HistoryInteraction: what history asks the use cases, what it shows, and how the run ends")
struct HistoryInteractionTests {
    let presenter = OutputSpy()
    let london = ForecastLocation.place(try! PlaceQuery("London"))

    let first = LocalDate(year: 2025, month: 1, day: 1)!, last = LocalDate(year: 2025, month: 1, day: 3)!

    @Test("the place is found once, the archive asked for the dates, and the observed days shown as a daily forecast in the format asked")
    func shown() async throws {
        var provider = SpyProvider()
        let days = (0..<3).map { DailyForecast(date: LocalDate(daysSinceEpoch: first.daysSinceEpoch + $0), temperatureMin: 1, temperatureMax: 5) }
        provider.observed = ObservedWeatherRepositorySpy(archived: days)
        let request = HistoryRequest(location: london, first: first, last: last)
        #expect(await HistoryInteraction.show([request], choice: ExtrasChoice(), on: .recording(provider, to: presenter, format: .csv)) == .success)
        #expect(provider.observed.archivedCalls.invocations == [first...last] && provider.observed.recentCalls.callCount == 0)
        #expect(provider.resolve.invocations == [london])
        #expect(presenter.presented.invocations == ["daily csv -"] && presenter.failures.callCount == 0)
        let document = try #require(presenter.written(DailyDocument.self).first)
        #expect(document.reports.map(\.location) == [SampleForecast.london.location] && document.reports.first?.days.map(\.date) == days.map(\.date))
    }

    @Test("an answer short of the days asked is told as an answer that could not be read (65), and nothing is shown")
    func short() async {
        let request = HistoryRequest(location: london, first: first, last: last)
        #expect(await HistoryInteraction.show([request], choice: ExtrasChoice(), on: .recording(SpyProvider(), to: presenter)) == .badResponse)
        #expect(presenter.presented.callCount == 0)
        #expect(presenter.failures.invocations == ["the weather service's answer could not be read: it has 0 days, not the 3 asked for | -"])
    }

    @Test("a range that ends before it starts is a usage error (64), before the place is looked up")
    func backwards() async {
        let provider = SpyProvider()
        let request = HistoryRequest(location: london, first: last, last: first)
        #expect(await HistoryInteraction.show([request], choice: ExtrasChoice(), on: .recording(provider, to: presenter)) == .usage)
        #expect(provider.resolve.callCount == 0 && presenter.presented.callCount == 0 && presenter.failures.callCount == 1)
    }
}
