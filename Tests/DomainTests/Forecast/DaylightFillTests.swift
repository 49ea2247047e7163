import Domain
import DomainTesting
import Testing

@Suite("Every forecast day's sunrise and sunset: the service's where it sends them, else computed")
struct DaylightFillTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
    let london = ForecastLocation.place(try! PlaceQuery("London"))
    let rules = FixedTimeZoneRules(offsetSeconds: 0, zones: ["Europe/London"])

    func days(_ dates: [String], sunrise: String? = nil) -> [DailyForecast] {
        dates.map { DailyForecast(date: LocalDate(iso8601: $0)!, sunrise: sunrise.flatMap(LocalDateTime.init(iso8601:))) }
    }

    func minutes(_ time: LocalDateTime?, _ iso8601: String) -> Int? {
        guard let time, let expected = LocalDateTime(iso8601: iso8601) else { return nil }
        return abs(time.minutesSinceEpoch - expected.minutesSinceEpoch)
    }

    @Test("a service that sends none: computed on the place's clocks, within a minute of PyEphem (USNO conventions)")
    func computed() async throws {
        let forecasts = ForecastRepositorySpy(
            days: ForecastAnswer(days(["2026-11-01", "2026-11-02", "2026-11-03"]), timeZoneIdentifier: "Europe/London"), maximumDays: 16
        )
        let service = DailyForecastService(places: places, forecasts: forecasts, zones: rules)
        let forecast = try await service.dailyForecast(for: .init(location: london, days: 3))
        // PyEphem 4.2, London 51.50853 N 0.12574 W: 06:53:55/16:33:31, 06:55:41/16:31:44, 06:57:27/16:29:58 UTC.
        let expected = [("2026-11-01T06:54", "2026-11-01T16:33"), ("2026-11-02T06:56", "2026-11-02T16:32"), ("2026-11-03T06:57", "2026-11-03T16:30")]
        for (day, (sunrise, sunset)) in zip(forecast.days, expected) {
            #expect(try #require(minutes(day.sunrise, sunrise)) <= 1, "\(String(describing: day.sunrise))")
            #expect(try #require(minutes(day.sunset, sunset)) <= 1, "\(String(describing: day.sunset))")
        }
    }

    @Test("a day the service gave a sunrise keeps the service's; without the rules nothing is computed")
    func keptOrLeft() async throws {
        let forecasts = ForecastRepositorySpy(
            days: ForecastAnswer(days(["2026-11-01"], sunrise: "2026-11-01T06:50"), timeZoneIdentifier: "Europe/London"), maximumDays: 16
        )
        let kept = try await DailyForecastService(places: places, forecasts: forecasts, zones: rules).dailyForecast(for: .init(location: london, days: 1))
        #expect(kept.days[0].sunrise?.iso8601 == "2026-11-01T06:50" && kept.days[0].sunset == nil)
        let bare = ForecastRepositorySpy(days: ForecastAnswer(days(["2026-11-01"]), timeZoneIdentifier: "Europe/London"), maximumDays: 16)
        let none = try await DailyForecastService(places: places, forecasts: bare).dailyForecast(for: .init(location: london, days: 1))
        #expect(none.days[0].sunrise == nil && none.days[0].sunset == nil)
        let unknownZone = FixedTimeZoneRules(offsetSeconds: 0, zones: [])
        let unknown = try await DailyForecastService(places: places, forecasts: bare, zones: unknownZone).dailyForecast(for: .init(location: london, days: 1))
        #expect(unknown.days[0].sunrise == nil, "a zone the rules do not know is not guessed at")
    }

    /// Time-zone rules that count how often they are asked.
    final class CountingRules: TimeZoneRules, @unchecked Sendable {
        private(set) var asked = 0
        func utcOffsets(zone identifier: String, at instants: [Instant]) -> [Int]? {
            asked += 1
            return instants.map { _ in 0 }
        }
    }

    @Test("days that all came with their times cost no read of the time-zone rules: a cached daily run stays fast")
    func noReadWhenGiven() async throws {
        let rules = CountingRules()
        let forecasts = ForecastRepositorySpy(
            days: ForecastAnswer(days(["2026-11-01", "2026-11-02"], sunrise: "2026-11-01T06:50"), timeZoneIdentifier: "Europe/London"), maximumDays: 16
        )
        _ = try await DailyForecastService(places: places, forecasts: forecasts, zones: rules).dailyForecast(for: .init(location: london, days: 2))
        #expect(rules.asked == 0)
        let bare = ForecastRepositorySpy(days: ForecastAnswer(days(["2026-11-01"]), timeZoneIdentifier: "Europe/London"), maximumDays: 16)
        _ = try await DailyForecastService(places: places, forecasts: bare, zones: rules).dailyForecast(for: .init(location: london, days: 1))
        #expect(rules.asked > 0)
    }

    /// Open-Meteo's daily `sunrise`/`sunset` as recorded for Berlin (52.52 N, 13.42 E, `timezone=GMT`), 2025-07-27 to
    /// 2025-08-02: `shared/fixtures/open-meteo/openmeteogo_forecast-berlin-all-params.json` (tpryan/openmeteogo's
    /// test data, REAL-PRETTY).
    static let openMeteoBerlin: [(String, String, String)] = [
        ("2025-07-27", "03:18", "19:06"), ("2025-07-28", "03:20", "19:05"), ("2025-07-29", "03:21", "19:03"),
        ("2025-07-30", "03:23", "19:01"), ("2025-07-31", "03:25", "19:00"), ("2025-08-01", "03:26", "18:58"),
        ("2025-08-02", "03:28", "18:56"),
    ]

    @Test("where a service gives them (Open-Meteo's recorded Berlin week), the computed times agree within 2 minutes")
    func agreesWithOpenMeteo() throws {
        let berlin = try Coordinate(latitude: 52.52, longitude: 13.419998)
        for (date, sunrise, sunset) in Self.openMeteoBerlin {
            let day = SunCalculator.day(try #require(LocalDate(iso8601: date)), at: berlin) { _ in 0 }
            let rise = LocalDateTime(try #require(day.sunrise), utcOffsetSeconds: 0)
            let set = LocalDateTime(try #require(day.sunset), utcOffsetSeconds: 0)
            #expect(try #require(minutes(rise, date + "T" + sunrise)) <= 2, "\(date) sunrise \(rise.clockTime)")
            #expect(try #require(minutes(set, date + "T" + sunset)) <= 2, "\(date) sunset \(set.clockTime)")
        }
    }
}
