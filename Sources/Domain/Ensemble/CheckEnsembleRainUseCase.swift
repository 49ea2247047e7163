/// Answers "will it rain?" from an ensemble: the share of members that give rain within the window.
public protocol CheckEnsembleRainUseCase: Sendable {
    /// The answer, with how many members give rain and by when.
    /// - Throws: ``ForecastError``.
    func check(_ request: EnsembleRainCheckRequest) async throws -> EnsembleRainCheckAnswer
}

/// What `check rain --ensemble` asks: where, over how long from now, from which model, and what share of the members
/// giving rain (at least 0.1 mm in an hour) counts as yes.
public struct EnsembleRainCheckRequest: Sendable, Hashable {
    /// The share used when none is given, in percent.
    public static let defaultThreshold = 50.0

    /// Where.
    public let location: ForecastLocation
    /// How far ahead to look, in minutes from now.
    public let withinMinutes: Int
    /// The share of members, in percent (0…100); `nil` for ``defaultThreshold``.
    public let threshold: Double?
    /// The model, as the service names it; `nil` for the one picked for the place's region.
    public let model: String?

    /// Makes a request; it is validated when used.
    public init(
        location: ForecastLocation, withinMinutes: Int = WeatherCheckRequest.defaultWithinMinutes,
        threshold: Double? = nil, model: String? = nil
    ) {
        self.location = location
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.model = model
    }
}

/// The answer to an ``EnsembleRainCheckRequest``. The members counted are those that gave every hour of the window;
/// a member gives rain by an hour when it has at least 0.1 mm in that hour or one before it in the window.
public struct EnsembleRainCheckAnswer: PlaceReport, Hashable {
    /// Where the answer is for.
    public let location: ResolvedPlace
    /// Who runs the ensemble.
    public let source: DataSource
    /// The model the members are of.
    public let model: String?
    /// The window looked at, in minutes from now.
    public let withinMinutes: Int
    /// The share of members that counts as yes, in percent.
    public let threshold: Double
    /// The members counted.
    public let members: Int
    /// How many of them give rain by ``first`` when the answer is yes, within the whole window when it is no.
    public let wetMembers: Int
    /// How many give rain within the whole window.
    public let windowWetMembers: Int
    /// The first hour by which the share of members giving rain reaches the threshold, or `nil` when it does not
    /// within the window: the answer is yes exactly when there is one.
    public let first: LocalDateTime?
    /// When the members were fetched and whether they are stale, when known.
    public let freshness: AnswerFreshness?

    /// Makes an answer.
    public init(
        location: ResolvedPlace, source: DataSource, model: String?, withinMinutes: Int, threshold: Double,
        members: Int, wetMembers: Int, windowWetMembers: Int, first: LocalDateTime?, freshness: AnswerFreshness? = nil
    ) {
        self.location = location
        self.source = source
        self.model = model
        self.withinMinutes = withinMinutes
        self.threshold = threshold
        self.members = members
        self.wetMembers = wetMembers
        self.windowWetMembers = windowWetMembers
        self.first = first
        self.freshness = freshness
    }

    /// Amounts are in millimetres whatever was asked: the rule is 0.1 mm.
    public var units: Units { .metric }
    /// Whether the share reaches the threshold within the window.
    public var answer: Bool { first != nil }
    /// ``wetMembers`` as a percentage of ``members`` (0 when none was counted).
    public var share: Double { Self.percent(wetMembers, of: members) }
    /// ``windowWetMembers`` as a percentage of ``members``.
    public var windowShare: Double { Self.percent(windowWetMembers, of: members) }

    private static func percent(_ part: Int, of whole: Int) -> Double {
        whole == 0 ? 0 : Double(part) / Double(whole) * 100
    }
}

extension UseCaseKind where UseCase == any CheckEnsembleRainUseCase {
    /// The use cases that answer whether it will rain by the share of an ensemble's members.
    public static var ensembleRainCheck: Self { Self("ensemble rain check") }
}
