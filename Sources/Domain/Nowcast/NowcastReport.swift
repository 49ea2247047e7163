/// The next two hours at a place, step by step, with the one-line outlook a person reads first.
public struct NowcastReport: PlaceReport, Hashable {
    /// Where.
    public let location: ResolvedPlace
    /// How the steps were made.
    public let method: NowcastMethod
    /// The length of every step, in minutes.
    public let stepMinutes: Int
    /// The steps from the one under way now, in time order. Their rates stay in millimetres per hour whatever the
    /// ``units`` (the scale of ``PrecipitationIntensity``): a view converts them with `units.precipitation`.
    public let steps: [NowcastStep]
    /// The units the report is to be shown in.
    public let units: Units
    /// What the steps say, in one outlook.
    public let summary: NowcastSummary
    /// The service that had no nowcast here, and why, when this one answered instead.
    public let fallback: NowcastFallback?
    /// Who the data is from.
    public let source: DataSource
    /// When the service made the nowcast, when it said.
    public let issuedAt: Instant?
    /// When it was fetched and whether it is stale.
    public let freshness: AnswerFreshness?
    /// The place's UTC offset at every step's time, and at the end of the last step, in seconds.
    public let utcOffsets: [Instant: Int]
    /// The moment the window was counted from: now, when the report was made.
    public let asOf: Instant
    /// The window asked for, in minutes from ``asOf``.
    public let windowMinutes: Int

    /// Makes a report.
    public init(
        location: ResolvedPlace, method: NowcastMethod, stepMinutes: Int, steps: [NowcastStep], units: Units = .metric, summary: NowcastSummary,
        fallback: NowcastFallback? = nil, source: DataSource, issuedAt: Instant? = nil, freshness: AnswerFreshness? = nil,
        utcOffsets: [Instant: Int] = [:], asOf: Instant? = nil, windowMinutes: Int = NowcastRequest.maximumMinutes
    ) {
        self.location = location
        self.method = method
        self.stepMinutes = stepMinutes
        self.steps = steps
        self.units = units
        self.summary = summary
        self.fallback = fallback
        self.source = source
        self.issuedAt = issuedAt
        self.freshness = freshness
        self.utcOffsets = utcOffsets
        self.asOf = asOf ?? steps.first?.time ?? summary.coveredUntil
        self.windowMinutes = windowMinutes
    }

    /// How far ahead the steps reach from ``asOf``, within the window asked, in whole 5 minutes: "the next 2 hours"
    /// for a model's steps, about 110 minutes for a radar's.
    public var minutesAhead: Int {
        let reached = Int(((summary.coveredUntil.secondsSince1970 - asOf.secondsSince1970) / 60).rounded(.down))
        return max(0, min(windowMinutes, reached)) / 5 * 5
    }

    /// The place's UTC offset at `instant`, in seconds: the one found for it, else any the report has (its steps span
    /// two hours), else 0 (UTC) where the place's offset is not known.
    public func utcOffset(at instant: Instant) -> Int { utcOffsets[instant] ?? utcOffsets.values.first ?? 0 }

    /// `instant` on the place's clock (UTC where its offset is not known).
    public func localTime(_ instant: Instant) -> LocalDateTime { LocalDateTime(instant, utcOffsetSeconds: utcOffset(at: instant)) }

    /// Whether the steps reach `instant`: the last one ends at or after it.
    public func reaches(_ instant: Instant) -> Bool { summary.coveredUntil >= instant }

    /// The first step beginning before `end` whose rate is `intensity` or more; `nil` when none is.
    public func firstStep(atLeast intensity: PrecipitationIntensity, before end: Instant) -> NowcastStep? {
        steps.first { step in step.time < end && (step.intensity.map { $0 >= intensity } ?? false) }
    }
}
