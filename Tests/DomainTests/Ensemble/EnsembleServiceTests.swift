import Domain
import DomainTesting
import Testing

@Suite("An ensemble's outlook day by day, and its rain check")
struct EnsembleServiceTests {
    let places = ResolvePlaceUseCaseSpy(.success(ResolvedPlace(place: Sample.london)))
    /// 24 November 2026 from midnight, then the first three hours of the 25th.
    let times = (0..<27).map { LocalDateTime(iso8601: "2026-11-24T00:00")!.adding(minutes: $0 * 60) }
    /// 10:30 UTC on the 24th: 11:30 at the stub's offset of one hour.
    let clock = FixedClock(Instant(secondsSince1970: 1_795_516_200))

    func service(_ ensemble: EnsembleForecast) -> (EnsembleService, EnsembleRepositorySpy) {
        let repository = EnsembleRepositorySpy(ensemble: ensemble, utcOffsetSeconds: 3600)
        return (EnsembleService(places: places, repository: repository, clock: clock), repository)
    }

    /// A member's 27 values, `value` of each hour's index (`nil` for a missing one).
    func member(_ value: (Int) -> Double?) -> [Double?] { (0..<27).map(value) }

    @Test("a day's spread is over the members' highs and daily sums; a member missing an hour is left out of that day")
    func days() async throws {
        let ensemble = EnsembleForecast(
            model: "icon_seamless", times: times,
            temperature: [
                member { Double($0 % 24) },                    // high 23
                member { 10 + Double($0 % 24) / 2 },          // high 21.5
                member { $0 == 5 ? nil : 30 },                // missing on the 24th: left out of that day's highs
                member { _ in 5 },                            // high 5
            ],
            precipitation: [
                member { _ in 0.05 },                         // 1.2 mm on the 24th: wet at 1 mm
                member { _ in 0 },                            // dry
                member { $0 == 7 ? 1.0 : 0 },                 // 1.0 mm: wet, at exactly the threshold
                member { $0 == 20 ? nil : 3 },                // missing on the 24th: left out of that day's amounts
            ]
        )
        let (useCases, repository) = service(ensemble)
        let outlook = try await useCases.outlook(for: EnsembleRequest(location: .place(try PlaceQuery("London")), days: 2, model: "icon_seamless"))
        // numpy: np.percentile([23, 21.5, 5], [10, 50, 90]) == [8.3, 21.5, 22.7]; np.percentile([1.2, 0, 1], [50, 90]) == [1, 1.16].
        let first = try #require(outlook.spread(on: LocalDate(iso8601: "2026-11-24")!))
        #expect(first.members == 4 && first.wetMembers == 2)
        try #expect(abs(try #require(first.temperatureP10) - 8.3) < 1e-9 && first.temperatureMedian == 21.5 && abs(try #require(first.temperatureP90) - 22.7) < 1e-9)
        #expect(abs(try #require(first.precipitationProbability) - 200.0 / 3) < 1e-9 && first.precipitationMedian == 1)
        #expect(abs(try #require(first.precipitationP90) - 1.16) < 1e-9)
        // The 25th: three hours, every member whole; numpy: np.percentile([2, 11, 30, 5], 90) == 24.3.
        let second = try #require(outlook.spread(on: LocalDate(iso8601: "2026-11-25")!))
        try #expect(second.members == 4 && abs(try #require(second.temperatureP90) - 24.3) < 1e-9)
        #expect(outlook.days.count == 2 && outlook.hours.count == 27 && outlook.members == 4 && outlook.model == "icon_seamless")
        // An hour: the 06:00 hour has every member, one of four at or above 0.1 mm (the fourth's 3 mm).
        let hour = try #require(outlook.spread(at: LocalDateTime(iso8601: "2026-11-24T06:00")!))
        #expect(hour.members == 4 && hour.precipitationProbability == 25)
        #expect(repository.ensembleCalls.invocations.map(\.days) == [2] && repository.ensembleCalls.lastInvocation?.model == "icon_seamless")
    }

    @Test("inches: the wet thresholds are 0.1 mm and 1 mm converted, not 0.1 and 1 inches")
    func inches() async throws {
        let ensemble = EnsembleForecast(model: nil, times: Array(times.prefix(24)), temperature: [], precipitation: [
            (0..<24).map { $0 == 0 ? 0.01 : 0.03 },       // 0.7 in: wet both hourly (0.004 in) and daily (0.04 in)
            (0..<24).map { _ in 0 },
        ])
        let (useCases, _) = service(ensemble)
        let outlook = try await useCases.outlook(for: EnsembleRequest(location: .place(try PlaceQuery("London")), days: 1, units: .imperial))
        #expect(outlook.hours.first?.spread.precipitationProbability == 50 && outlook.days.first?.spread.precipitationProbability == 50)
    }

    /// Four members over the stub's hours, wet (1 mm) where `wet` says, the fourth missing 13:00.
    func rainEnsemble() -> EnsembleForecast {
        let hour = { (time: Int) in times.firstIndex(of: LocalDateTime(iso8601: "2026-11-24T\(time):00")!)! }
        return EnsembleForecast(model: "ecmwf_ifs025", times: times, temperature: [], precipitation: [
            member { $0 == hour(12) ? 1 : 0 },                          // wet at 12:00
            member { $0 == hour(14) ? 0.1 : 0 },                        // wet at 14:00, exactly the threshold
            member { $0 == hour(10) || $0 == hour(15) ? 2 : 0.05 },    // wet only before and after the window
            member { $0 == hour(13) ? nil : 5 },                        // not counted: missing an hour of the window
        ])
    }

    @Test("check: the share of counted members giving rain, hour by hour from the current one, to the window's end")
    func rainCheck() async throws {
        let (useCases, _) = service(rainEnsemble())
        // Now is 11:30; three hours reach 14:30: the hours 11, 12, 13 and 14.
        let request = EnsembleRainCheckRequest(location: .place(try PlaceQuery("London")), withinMinutes: 180)
        let yes = try await useCases.check(request)
        #expect(yes.answer && yes.first == LocalDateTime(iso8601: "2026-11-24T14:00"))
        #expect(yes.members == 3 && yes.wetMembers == 2 && abs(yes.share - 200.0 / 3) < 1e-9 && yes.threshold == 50)
        let no = try await useCases.check(EnsembleRainCheckRequest(location: request.location, withinMinutes: 180, threshold: 70))
        #expect(!no.answer && no.first == nil && no.wetMembers == 2 && no.windowWetMembers == 2)
        let early = try await useCases.check(EnsembleRainCheckRequest(location: request.location, withinMinutes: 180, threshold: 30))
        #expect(early.first == LocalDateTime(iso8601: "2026-11-24T12:00") && early.wetMembers == 1 && early.windowWetMembers == 2)
    }

    @Test("refused before asking: a threshold outside 0–100 %, a window beyond the ensemble, a malformed model name")
    func refusals() async throws {
        let (useCases, repository) = service(rainEnsemble())
        let location = ForecastLocation.place(try PlaceQuery("London"))
        for request in [
            EnsembleRainCheckRequest(location: location, threshold: 120),
            EnsembleRainCheckRequest(location: location, withinMinutes: 35 * 24 * 60),
            EnsembleRainCheckRequest(location: location, model: "ECMWF; rm"),
        ] {
            await #expect(throws: ForecastError.self) { try await useCases.check(request) }
        }
        await #expect(throws: ForecastError.self) { try await useCases.outlook(for: EnsembleRequest(location: location, days: 36)) }
        #expect(repository.ensembleCalls.callCount == 0)
    }

    @Test("absurd member values are a bad response, never a spread", arguments: [999.0, -.infinity, .nan])
    func absurd(value: Double) async throws {
        let ensemble = EnsembleForecast(model: nil, times: Array(times.prefix(2)), temperature: [[10, value]], precipitation: [[0, 0]])
        let (useCases, _) = service(ensemble)
        await #expect {
            try await useCases.outlook(for: EnsembleRequest(location: .place(try PlaceQuery("London")), days: 1))
        } throws: { error in
            guard case ForecastError.badResponse = error else { return false }
            return true
        }
    }
}
