/// The weather warnings for a place: those in force or coming, most severe first, or that no service covers it.
public struct AlertsReport: Sendable, Hashable {
    /// Whether a warning service covers the place.
    public enum Coverage: Sendable, Hashable {
        /// This service covers it and was asked.
        case covered(by: DataSource)
        /// No warning service covers it: nothing was asked, and "no alerts" would be untrue.
        case notCovered
    }

    /// Where the warnings are for.
    public let location: ResolvedPlace
    /// Who was asked, or that nobody could be.
    public let coverage: Coverage
    /// The warnings in force or coming: real ones only, most severe first, then by onset.
    public let alerts: [WeatherAlert]
    /// When the service's answer was fetched and whether it is stale, when known.
    public let freshness: AnswerFreshness?
    /// The moment the warnings were sorted into ended and not: what "in force" is measured from.
    public let checkedAt: Instant
    /// The place's UTC offset at each of the alerts' times (and at ``checkedAt``), for showing them in local time.
    public let utcOffsets: [Instant: Int]
    /// The services that cover the place but could not be asked, while another answered: their warnings are missing.
    public let unanswered: [DataSource]

    /// Makes a report.
    public init(
        location: ResolvedPlace, coverage: Coverage, alerts: [WeatherAlert], freshness: AnswerFreshness? = nil, checkedAt: Instant,
        utcOffsets: [Instant: Int] = [:], unanswered: [DataSource] = []
    ) {
        self.location = location
        self.coverage = coverage
        self.alerts = alerts
        self.freshness = freshness
        self.checkedAt = checkedAt
        self.utcOffsets = utcOffsets
        self.unanswered = unanswered
    }

    /// The place's UTC offset at `instant`, in seconds: 0 (UTC) for a place whose time zone is not known.
    public func utcOffsetSeconds(at instant: Instant) -> Int { utcOffsets[instant] ?? 0 }

    /// `instant` on the place's clocks.
    public func localTime(_ instant: Instant) -> LocalDateTime {
        LocalDateTime(instant, utcOffsetSeconds: utcOffsetSeconds(at: instant))
    }

    /// Who was asked, when a service covers the place.
    public var source: DataSource? {
        guard case .covered(let source) = coverage else { return nil }
        return source
    }

    /// The warnings in force now (an all-clear is not one: it says a hazard is over).
    public var active: [WeatherAlert] { alerts.filter { !$0.isAllClear && $0.hasStarted(at: checkedAt) } }

    /// The most severe warning of at least `severity` in force now or starting within `window` seconds, if any (an
    /// all-clear is none).
    public func first(atLeast severity: WeatherAlert.Severity, within window: Double) -> WeatherAlert? {
        let horizon = checkedAt.secondsSince1970 + window
        return alerts.first { alert in
            !alert.isAllClear && alert.severity >= severity && (alert.onset.map { $0.secondsSince1970 <= horizon } ?? true)
        }
    }
}
