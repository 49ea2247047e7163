import Domain
import Testing

@Suite("The nowcast's outlook: the intensities' scale, and the start, heaviest step and end of the rain")
struct NowcastSummaryTests {
    /// 2026-11-25 14:30 UTC, on a 5-minute mark.
    static let now = Instant(secondsSince1970: 1_795_617_000)

    /// Five-minute steps from `now` with these rates (mm/h; `nil` unknown).
    static func steps(_ rates: [Double?], stepMinutes: Int = 5, from start: Instant = now) -> [NowcastStep] {
        rates.enumerated().map { index, rate in
            NowcastStep(time: Instant(secondsSince1970: start.secondsSince1970 + Double(index * stepMinutes * 60)), precipitationRate: rate)
        }
    }

    static func minute(_ minutes: Int) -> Instant { Instant(secondsSince1970: now.secondsSince1970 + Double(minutes * 60)) }

    /// The AMS Glossary of Meteorology's rain intensities ("light: up to 2.5 mm/h; moderate: 2.6 to 7.6 mm/h;
    /// heavy: over 7.6 mm/h"), with 0.1 mm/h as the least that counts as rain, at and around each boundary.
    static let scale: [(Double, PrecipitationIntensity)] = [
        (0, .none), (0.09, .none), (0.1, .light), (1, .light), (2.49, .light), (2.5, .moderate), (7.59, .moderate), (7.6, .heavy),
        (120, .heavy), (-1, .none), (.nan, .none),
    ]

    @Test("a rate's intensity, at every boundary of the scale", arguments: scale)
    func intensity(rate: Double, intensity: PrecipitationIntensity) {
        #expect(PrecipitationIntensity(millimetresPerHour: rate) == intensity)
    }

    @Test("dry steps: dry through the end of the last step")
    func dry() {
        let summary = NowcastSummary(steps: Self.steps(Array(repeating: 0, count: 23)), stepMinutes: 5, now: Self.now)
        #expect(summary.outlook == .dry)
        #expect(summary.coveredUntil == Self.minute(115))
    }

    @Test("rain that starts, peaks and eases: its first step, its highest and the first dry step after the last rain")
    func spell() throws {
        // 14:30 … : dry, dry, trace, 0.4, 1.2, 2.4, 0.8, dry, dry → rain from 14:45, heaviest 2.4 at 14:55, easing by 15:05.
        let summary = NowcastSummary(steps: Self.steps([0, 0, 0.05, 0.4, 1.2, 2.4, 0.8, 0, 0]), stepMinutes: 5, now: Self.now)
        let spell = try #require(Self.spell(summary))
        #expect(spell.start == Self.minute(15) && !spell.startsNow)
        #expect(spell.heaviest == NowcastStep(time: Self.minute(25), precipitationRate: 2.4))
        #expect(spell.end == Self.minute(35))
    }

    @Test("rain in the step under way starts now; the first of equal peaks is the heaviest; a gap between showers ends at the last")
    func showers() throws {
        let summary = NowcastSummary(steps: Self.steps([0.5, 3, 0, 0, 3, 0.2, 0]), stepMinutes: 5, now: Self.minute(2))
        let spell = try #require(Self.spell(summary))
        #expect(spell.start == Self.now && spell.startsNow)
        #expect(spell.heaviest.time == Self.minute(5))
        #expect(spell.end == Self.minute(30))
    }

    @Test("rain at the last step has no end within the steps")
    func continuing() throws {
        let summary = NowcastSummary(steps: Self.steps([0, 0, 1, 9], stepMinutes: 15), stepMinutes: 15, now: Self.now)
        let spell = try #require(Self.spell(summary))
        #expect(spell.start == Self.minute(30) && spell.end == nil && spell.heaviest.precipitationRate == 9)
        #expect(summary.coveredUntil == Self.minute(60))
    }

    @Test("unknown rates are neither rain nor dry: all unknown is unknown, some known and none rain is dry")
    func unknownRates() {
        #expect(NowcastSummary(steps: Self.steps([nil, nil]), stepMinutes: 5, now: Self.now).outlook == .unknown)
        #expect(NowcastSummary(steps: Self.steps([nil, 0, nil]), stepMinutes: 5, now: Self.now).outlook == .dry)
        #expect(NowcastSummary(steps: [], stepMinutes: 5, now: Self.now).outlook == .unknown)
    }

    @Test("the rain ends at the first step known to be dry: an unknown step after the rain is not its end")
    func endAfterUnknown() throws {
        let spell = try #require(Self.spell(NowcastSummary(steps: Self.steps([nil, 1, nil, 0]), stepMinutes: 5, now: Self.now)))
        #expect(spell.start == Self.minute(5) && spell.end == Self.minute(15))
        let unended = try #require(Self.spell(NowcastSummary(steps: Self.steps([1, nil]), stepMinutes: 5, now: Self.now)))
        #expect(unended.end == nil)
    }

    static func spell(_ summary: NowcastSummary) -> NowcastSummary.RainSpell? {
        guard case .rain(let spell) = summary.outlook else { return nil }
        return spell
    }
}
