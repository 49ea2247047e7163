/// An official weather warning, watch or advisory, in the domain's words whichever service issued it.
///
/// Times are instants; `onset` and `ends` may be unknown (a service may leave them out), and `expires` is when the
/// message itself stops being valid, kept beside an unknown end.
public struct WeatherAlert: Sendable, Hashable {
    /// How bad the weather warned of is, from the CAP standard every service follows.
    public enum Severity: Int, Sendable, Hashable, Comparable, CaseIterable {
        /// The service did not say (ranks below minor).
        case unknown
        /// Minimal or no known threat to life or property.
        case minor
        /// A possible threat to life or property.
        case moderate
        /// A significant threat to life or property.
        case severe
        /// An extraordinary threat to life or property.
        case extreme

        /// Orders severities from unknown to extreme.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The English word, as JSON and `check` write it: "moderate".
        public var name: String {
            switch self {
            case .unknown: "unknown"
            case .minor: "minor"
            case .moderate: "moderate"
            case .severe: "severe"
            case .extreme: "extreme"
            }
        }

        /// The severity a CAP word names ("Moderate", any case); unknown for anything else.
        public init(capWord: String?) {
            self = Self.allCases.first { $0.name == capWord?.lowercased() } ?? .unknown
        }
    }

    /// What the message is: a real warning, or one of the messages a client must not show as one.
    public enum Status: String, Sendable, Hashable {
        /// A real warning.
        case actual
        /// An exercise.
        case exercise
        /// A message for the system itself (such as a keep-alive).
        case system
        /// A test.
        case test
        /// A draft, not issued.
        case draft
    }

    /// The service's id for the message.
    public let id: String
    /// What is warned of, e.g. "Wind Advisory" or "gale".
    public let event: String
    /// How bad it is.
    public let severity: Severity
    /// How sure the service is: "observed", "likely", "possible", "unlikely" or "unknown".
    public let certainty: String
    /// How soon to act: "immediate", "expected", "future", "past" or "unknown".
    public let urgency: String
    /// When the weather starts, when known.
    public let onset: Instant?
    /// When it ends, when known.
    public let ends: Instant?
    /// When the message stops being valid, when known.
    public let expires: Instant?
    /// One line that sums it up, when the service gives one.
    public let headline: String?
    /// What is expected, in the service's words.
    public let description: String?
    /// What to do, when the service says.
    public let instruction: String?
    /// Who issued it, e.g. "NWS Nashville TN".
    public let sender: String?
    /// The areas it is for, as the service names them.
    public let areas: [String]
    /// The awareness colour of a service that warns by colour (MET Norway: "yellow", "orange", "red").
    public let levelColour: String?
    /// A page about it, when the service gives one.
    public let link: String?
    /// Whether it is a real warning.
    public let status: Status
    /// Whether the message cancels an earlier one.
    public let isCancellation: Bool
    /// The ids of the earlier messages this one updates or cancels (CAP's `references`): they are no longer current.
    public let references: [String]
    /// What kind of hazard it is, when the service says (CAP's `category`; a warning may name several).
    public let categories: [AlertCategory]
    /// Whether it says the hazard is over (CAP's `responseType` AllClear): shown as an all-clear for its event.
    public let isAllClear: Bool
    /// The language its texts are in, as the service tags them ("de", "zh-mo"), when known.
    public let language: String?
    /// Whether that is the language asked for; `false` when the service had no text in it and another was chosen.
    public let isInRequestedLanguage: Bool
    /// When the message was sent, when known: of two messages under one id, the later is current.
    public let issued: Instant?

    /// Makes an alert.
    public init(
        id: String, event: String, severity: Severity, certainty: String = "unknown", urgency: String = "unknown",
        onset: Instant?, ends: Instant?, expires: Instant? = nil, headline: String? = nil, description: String? = nil,
        instruction: String? = nil, sender: String? = nil, areas: [String] = [], levelColour: String? = nil,
        link: String? = nil, status: Status = .actual, isCancellation: Bool = false, references: [String] = [],
        categories: [AlertCategory] = [], isAllClear: Bool = false, language: String? = nil, isInRequestedLanguage: Bool = true,
        issued: Instant? = nil
    ) {
        self.id = id
        self.event = event
        self.severity = severity
        self.certainty = certainty
        self.urgency = urgency
        self.onset = onset
        self.ends = ends
        self.expires = expires
        self.headline = headline
        self.description = description
        self.instruction = instruction
        self.sender = sender
        self.areas = areas
        self.levelColour = levelColour
        self.link = link
        self.status = status
        self.isCancellation = isCancellation
        self.references = references
        self.categories = categories
        self.isAllClear = isAllClear
        self.language = language
        self.isInRequestedLanguage = isInRequestedLanguage
        self.issued = issued
    }

    /// When it stops: its end, else, when that is unknown, the message's expiry.
    public var validUntil: Instant? { ends ?? expires }

    /// Whether it has started at `now` (an unknown onset counts as started).
    public func hasStarted(at now: Instant) -> Bool {
        onset.map { $0 <= now } ?? true
    }
}
