/// What a nowcast's steps say, in one outlook: dry, or rain with its start, its heaviest step and its end.
///
/// The rules, which the README states and the peer check recomputes:
/// - a step is rain when its rate is 0.1 mm/h or more (``PrecipitationIntensity/light`` or heavier); a step whose
///   rate is not known is neither rain nor dry;
/// - the rain starts at the first rain step ("now" when that is the step under way);
/// - the heaviest step is the one with the highest rate (the first of equals);
/// - the rain ends at the first step known to be dry after the last rain step ("easing by"); when none is (the last
///   step is rain, or the steps after it are unknown) it does not end within the steps;
/// - with no rain step it is dry when some rate is known, and unknown when none is.
public struct NowcastSummary: Sendable, Hashable {
    /// The outlook.
    public let outlook: Outlook
    /// When the last step ends: how far the outlook reaches.
    public let coveredUntil: Instant

    /// What the steps say.
    public enum Outlook: Sendable, Hashable {
        /// No step has a known rate.
        case unknown
        /// No rain in any step.
        case dry
        /// Rain in some step.
        case rain(RainSpell)
    }

    /// Rain in a nowcast: when it starts, its heaviest step, and when it ends.
    public struct RainSpell: Sendable, Hashable {
        /// The first rain step's time.
        public let start: Instant
        /// Whether the first rain step is the one under way now.
        public let startsNow: Bool
        /// The step with the highest rate.
        public let heaviest: NowcastStep
        /// The time of the first step known to be dry after the last rain step; `nil` when no step after it is.
        public let end: Instant?

        /// Makes a spell.
        public init(start: Instant, startsNow: Bool, heaviest: NowcastStep, end: Instant?) {
            self.start = start
            self.startsNow = startsNow
            self.heaviest = heaviest
            self.end = end
        }
    }

    /// Makes a summary.
    public init(outlook: Outlook, coveredUntil: Instant) {
        self.outlook = outlook
        self.coveredUntil = coveredUntil
    }

    /// The summary of `steps`, each `stepMinutes` long, in time order; the first is the one under way at `now`
    /// when it began at or before it.
    public init(steps: [NowcastStep], stepMinutes: Int, now: Instant) {
        let stepSeconds = Double(stepMinutes * 60)
        coveredUntil = Instant(secondsSince1970: (steps.last?.time.secondsSince1970 ?? now.secondsSince1970) + (steps.isEmpty ? 0 : stepSeconds))
        let rainIndices = steps.indices.filter { steps[$0].isRain == true }
        guard let first = rainIndices.first, let last = rainIndices.last else {
            outlook = steps.contains { $0.precipitationRate != nil } ? .dry : .unknown
            return
        }
        let heaviest = rainIndices.dropFirst().reduce(first) { best, index in
            (steps[index].precipitationRate ?? 0) > (steps[best].precipitationRate ?? 0) ? index : best
        }
        outlook = .rain(
            RainSpell(
                start: steps[first].time, startsNow: steps[first].time <= now, heaviest: steps[heaviest],
                end: steps[(last + 1)...].first { $0.isRain == false }?.time
            )
        )
    }
}
