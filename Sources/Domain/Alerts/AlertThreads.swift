/// Reduces every message several services hold for a place to the warnings current there: one warning per thread.
///
/// Services publish a warning's life as a thread of messages: an update replaces the messages it references, a
/// cancellation removes them. Two services may carry the same message (a national service and an aggregator of its
/// feed), and some authorities send a thread's every message under one id: of the messages under one id, the one sent
/// last is current (the first service's, when they were sent together).
public enum AlertThreads {
    /// The current messages of `messages`: under each id the one sent last, unless a real message (not a test or an
    /// exercise) under another id replaced or cancelled it; cancellations left out; in their order.
    public static func current(_ messages: [WeatherAlert]) -> [WeatherAlert] {
        var latest: [String: Int] = [:]
        for (index, message) in messages.enumerated() {
            let id = normalised(message.id)
            if let kept = latest[id], !isLater(message, than: messages[kept]) { continue }
            latest[id] = index
        }
        let replaced = Set(messages.filter { $0.status == .actual }.flatMap { message in
            message.references.map(normalised).filter { $0 != messageID(message.id) }
        })
        return messages.enumerated().filter { index, message in
            let id = normalised(message.id)
            return latest[id] == index && !message.isCancellation && !replaced.contains(messageID(message.id))
        }
        .map(\.element)
    }

    /// Whether `message` was sent after `kept`; an unknown time is never later.
    private static func isLater(_ message: WeatherAlert, than kept: WeatherAlert) -> Bool {
        guard let sent = message.issued, let keptSent = kept.issued else { return false }
        return sent > keptSent
    }

    /// What separates a message's id from the number of one of its further blocks ("X #2": a second event of the
    /// message X); CAP identifiers hold no spaces.
    public static let blockSeparator = " #"

    /// Whether two ids name the same message (`urn:oid:` or not, any block of it).
    public static func sameMessage(_ first: String, _ second: String) -> Bool {
        messageID(first) == messageID(second)
    }

    /// An id as services share it: the NWS writes the same CAP identifier with or without its `urn:oid:` prefix.
    static func normalised(_ id: String) -> String {
        id.hasPrefix("urn:oid:") ? String(id.dropFirst("urn:oid:".count)) : id
    }

    /// The id of the message a block's id belongs to, normalised.
    static func messageID(_ id: String) -> String {
        let message = id.split(separator: blockSeparator, maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? id
        return normalised(message)
    }
}
