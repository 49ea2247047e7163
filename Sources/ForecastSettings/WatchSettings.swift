import Application
package import Domain

/// One `[[watch]]` table of the configuration file, checked: every value one a watch can use; the place is turned
/// into a location by the front door, which knows how places are written on it.
package struct WatchSettings: Sendable, Hashable {
    /// `name`: how it is known in lists and in the state; `nil`: made from its condition and place.
    package var name: String?
    /// `condition`: any condition `check` asks ("rain", "alert", "frost", …).
    package var condition: CheckCondition
    /// `place`: a name, an alias from `[places]`, or `LAT,LON`; `nil`: the file's `place`.
    package var place: String?
    /// `within`, in minutes; `nil`: the condition's default.
    package var withinMinutes: Int?
    /// `intensity` (rain): the least that counts.
    package var intensity: PrecipitationIntensity?
    /// `severity` (alert): the least that counts.
    package var severity: WeatherAlert.Severity?
    /// `threshold`, in the configured units.
    package var threshold: Double?
    /// `quiet`, `days` and `hold`.
    package var quiet = QuietTimes()
    /// `desktop`: whether notices go to the desktop (on unless `false`).
    package var desktop = true
    /// `command`: a program and its arguments run for each notice.
    package var command: [String]?
    /// Where its place is said, or its table when the file's place stands for it, for messages.
    package var placeOrigin: String
    /// Where its threshold is said, for messages.
    package var thresholdOrigin: String

    /// The longest window a watch looks at: 16 days, the longest forecast.
    package static let longestWindowMinutes = 16 * 1440

    /// Reads one `[[watch]]` table.
    /// - Throws: ``ConfigurationError`` naming the line of a value that cannot be used.
    init(reading reader: inout ConfigReader) throws(ConfigurationError) {
        placeOrigin = reader.naming("place")
        thresholdOrigin = reader.naming("threshold")
        name = try reader.string("name")
        guard let conditionName = try reader.string("condition") else { throw reader.refusal("condition", "is missing: each watch names one, as \"rain\"") }
        guard let condition = CheckCondition.named(conditionName) else {
            throw reader.refusal("condition", "must be one of " + CheckCondition.all.map { "\"\($0.name)\"" }.joined(separator: ", "))
        }
        self.condition = condition
        place = try reader.string("place")
        if let within = try reader.string("within") {
            guard let minutes = DurationText.minutes(in: within), minutes <= Self.longestWindowMinutes else {
                throw reader.refusal("within", "must be a whole number above 0 and m, h or d (minutes, hours, days), as \"45m\", up to 16d")
            }
            withinMinutes = minutes
        }
        intensity = try reader.choice("intensity").map { (choice: RainIntensityChoice) in choice.intensity }
        severity = try reader.choice("severity").map { (choice: AlertSeverityChoice) in choice.severity }
        threshold = try reader.decimal("threshold")
        try readQuiet(&reader)
        desktop = try reader.boolean("desktop") ?? true
        command = try reader.strings("command")
        if let command, command.first?.isEmpty ?? true { throw reader.refusal("command", "must name a program first, as [\"notify-phone\", \"--topic\", \"weather\"]") }
        if !desktop, command == nil { throw reader.refusal("desktop", "is false and the watch has no command: its notices would go nowhere") }
        try checkOptions(reader)
    }

    private mutating func readQuiet(_ reader: inout ConfigReader) throws(ConfigurationError) {
        var hours: (start: Int, end: Int)?
        if let text = try reader.string("quiet") {
            guard let span = QuietTimes.hours(in: text) else { throw reader.refusal("quiet", "must be two times, as \"22:00-07:00\"") }
            hours = span
        }
        var days: Set<Weekday> = []
        for day in try reader.strings("days") ?? [] {
            guard let weekday = Weekday(shortName: day) else { throw reader.refusal("days", "must be days written mon, tue, wed, thu, fri, sat, sun") }
            days.insert(weekday)
        }
        quiet = QuietTimes(hours: hours, days: days, holdsNews: try reader.boolean("hold") ?? true)
    }

    /// Refuses an option its condition does not read, as `check` does.
    private func checkOptions(_ reader: ConfigReader) throws(ConfigurationError) {
        if intensity != nil, condition != .rain { throw reader.refusal("intensity", "is read only by condition = \"rain\"") }
        if severity != nil, condition != .alert { throw reader.refusal("severity", "is read only by condition = \"alert\"") }
        if threshold != nil, condition == .alert { throw reader.refusal("threshold", "is not read by condition = \"alert\", which takes severity") }
        if threshold != nil, condition == .rain { throw reader.refusal("threshold", "is not read by condition = \"rain\", which takes intensity") }
        if withinMinutes != nil, condition == .alert { throw reader.refusal("within", "is not read by condition = \"alert\": every warning for the place is watched") }
    }

    /// The watch's condition.
    package var watchCondition: WatchCondition {
        switch condition {
        case .rain: .rain(withinMinutes: withinMinutes ?? WatchCondition.defaultWithinMinutes(for: .rain), intensity: intensity ?? RainCheckRequest.defaultIntensity)
        case .alert: .warning(severity: severity ?? AlertCheckRequest.defaultSeverity)
        default: .threshold(condition, withinMinutes: withinMinutes ?? WatchCondition.defaultWithinMinutes(for: condition), threshold: threshold)
        }
    }
}
