/// Answers "will it rain?" by a nowcast's intensity where one covers the place at its own short step and reaches the
/// window's end, else as the hourly check does.
public protocol CheckRainUseCase: Sendable {
    /// The answer, from the nowcast or from the hourly forecast.
    /// - Throws: ``ForecastError``: ``ForecastError/invalidInput(reason:)`` for a chance threshold where a nowcast
    ///   answers; what the place search and the services report.
    func check(_ request: RainCheckRequest) async throws -> RainCheckAnswer
}

/// What `check rain` asks: the hourly check's request, the least intensity a nowcast's step must reach, and when the
/// window starts.
public struct RainCheckRequest: Sendable, Hashable {
    /// The least intensity counted when none is given.
    public static let defaultIntensity = PrecipitationIntensity.light

    /// The hourly check's request: the place, the window, a chance threshold (refused where a nowcast answers), the
    /// units; its condition is ``CheckCondition/rain``.
    public let hourly: WeatherCheckRequest
    /// The least intensity that counts in a nowcast.
    public let intensity: PrecipitationIntensity
    /// When the window starts: the reader's now.
    public let now: Instant
    /// How far ahead to ask the hourly forecast when it answers, in minutes, when further than the window: a caller
    /// checking other conditions at the place asks them all alike, so that one answer serves every check. The answer
    /// then looks as far; its first hour may lie beyond the window. `nil`: the window.
    public var hourlyMinutes: Int?

    /// The check of `hourly`'s window, read from a nowcast's `intensity` where one answers, starting at `now`.
    public init(hourly: WeatherCheckRequest, intensity: PrecipitationIntensity = defaultIntensity, now: Instant) {
        self.hourly = hourly
        self.intensity = intensity
        self.now = now
    }

    /// When the window ends.
    public var end: Instant { Instant(secondsSince1970: now.secondsSince1970 + Double(hourly.withinMinutes * 60)) }
}

/// What `check rain` answered with: a nowcast's answer, or the hourly check's.
public enum RainCheckAnswer: Sendable, Hashable {
    /// From a nowcast, by intensity.
    case nowcast(NowcastRainCheckAnswer)
    /// From the hourly forecast, by amount and chance.
    case hourly(WeatherCheckAnswer)

    /// Whether it rains within the window.
    public var answer: Bool {
        switch self {
        case .nowcast(let answer): answer.answer
        case .hourly(let answer): answer.answer
        }
    }
}

/// A nowcast's answer to `check rain`: the first step of the intensity or more before the window's end.
public struct NowcastRainCheckAnswer: Sendable, Hashable {
    /// The nowcast it was read from.
    public let report: NowcastReport
    /// The least intensity that counts.
    public let intensity: PrecipitationIntensity
    /// The window, in minutes from now.
    public let withinMinutes: Int
    /// When the window ends.
    public let end: Instant

    /// Makes an answer from a nowcast that reaches the window's end.
    public init(report: NowcastReport, intensity: PrecipitationIntensity, withinMinutes: Int, end: Instant) {
        self.report = report
        self.intensity = intensity
        self.withinMinutes = withinMinutes
        self.end = end
    }

    /// The first step of the intensity or more in the window; `nil` when none is.
    public var first: NowcastStep? { report.firstStep(atLeast: intensity, before: end) }
    /// Yes when a step in the window reaches the intensity.
    public var answer: Bool { first != nil }
    /// The highest rate known in the window, in mm/h.
    public var heaviestRate: Double? { report.steps.filter { $0.time < end }.compactMap(\.precipitationRate).max() }
}

extension UseCaseKind where UseCase == any CheckRainUseCase {
    /// The use cases that answer whether it will rain: by a nowcast where one answers, else by the hourly forecast.
    public static var rainCheck: Self { Self("rain check") }
}
