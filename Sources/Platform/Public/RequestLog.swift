/// Where a line about each request goes, for a `--verbose` mode: the method, the URL with every key and
/// password replaced by `•••`, the status or failure, the bytes, the time, and what the cache did.
///
/// ```swift
/// settings.requestLog = RequestLog { line in print(line) }
/// ```
public struct RequestLog: Sendable, Hashable {
    private let sink: Sink

    /// Makes a log that hands each line to `write`, on whichever thread finished the request.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        sink = Sink(write: write)
    }

    /// Writes one line.
    func write(_ line: String) {
        sink.write(line)
    }

    /// Two logs are the same when they write to the same place: made by the same `init`.
    public static func == (lhs: RequestLog, rhs: RequestLog) -> Bool {
        lhs.sink === rhs.sink
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(sink))
    }

    private final class Sink: Sendable {
        let write: @Sendable (String) -> Void
        init(write: @escaping @Sendable (String) -> Void) { self.write = write }
    }
}
