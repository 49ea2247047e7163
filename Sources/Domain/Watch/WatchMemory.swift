/// What a watch remembers between runs, so that each piece of news is told once: whether a rain spell was told,
/// the warnings told and in which version, the day a condition was last told, and whether it was failing.
public struct WatchMemory: Sendable, Hashable, Codable {
    /// Whether a rain spell has been told and has not yet ended (a run that sees no rain in the window ends it).
    public var rainSpellTold = false
    /// The warnings told and still current.
    public var warnings: [ToldWarning] = []
    /// The machine's local day a condition was last told on, as `2026-11-28`.
    public var conditionToldOn: String?
    /// Whether the last run failed, and the failure was told.
    public var failing = false

    /// Nothing told yet.
    public init() {}
}

/// A warning told: what it was, the version told, and the thread its later versions continue.
public struct ToldWarning: Sendable, Hashable, Codable {
    /// The service's id of the version told.
    public var id: String
    /// A fingerprint of what was told (``WeatherAlert/version``): a change is an update.
    public var version: String
    /// The thread every version of the warning continues: the id of the first version told.
    public var thread: String
    /// What is warned of.
    public var event: String
    /// Who issued it.
    public var sender: String?
    /// How bad.
    public var severity: Int
    /// When it ends, in seconds since 1970, when known: a warning gone before then was cancelled.
    public var ends: Double?

    /// Remembers `alert`, told in `thread`.
    public init(_ alert: WeatherAlert, thread: String) {
        id = alert.id
        version = alert.version
        self.thread = thread
        event = alert.event
        sender = alert.sender
        severity = alert.severity.rawValue
        ends = alert.validUntil?.secondsSince1970
    }

    /// Whether `alert` is a later version of this warning under another id: the same event from the same sender.
    func isContinued(by alert: WeatherAlert) -> Bool { alert.event == event && alert.sender == sender }
}

extension WeatherAlert {
    /// A fingerprint of what a person is told of the warning (its event, severity, times and texts), the same from run
    /// to run and machine to machine (FNV-1a, not Swift's seeded hashing): when it changes, the warning was updated.
    public var version: String {
        let told = [
            event, severity.name, onset.map { "\($0.secondsSince1970)" } ?? "", validUntil.map { "\($0.secondsSince1970)" } ?? "",
            headline ?? "", description ?? "", instruction ?? "",
        ].joined(separator: "\u{1F}")
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in told.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
