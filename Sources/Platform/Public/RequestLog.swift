/// Where a line about each request goes, for a `--verbose` mode: the method, the URL with every key and
/// password replaced by `•••`, the status or failure, the bytes, the time, and what the cache did; or a
/// ``RequestRecord`` of each, for counting.
///
/// ```swift
/// settings.requestLog = RequestLog { line in print(line) }
/// settings.requestLog = .records { record in metrics.count(record) }
/// ```
public struct RequestLog: Sendable, Hashable {
    private let sink: Sink

    /// Makes a log that hands each line to `write`, on whichever thread finished the request.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        sink = Sink(write: write, record: nil)
    }

    /// A log that hands a record of each request to `record`, on whichever thread finished the request.
    public static func records(_ record: @escaping @Sendable (RequestRecord) -> Void) -> RequestLog {
        RequestLog(sink: Sink(write: nil, record: record))
    }

    private init(sink: Sink) {
        self.sink = sink
    }

    /// Whether it wants lines written.
    var wantsLines: Bool { sink.write != nil }

    /// Writes one line.
    func write(_ line: String) {
        sink.write?(line)
    }

    /// Records one request.
    func record(_ record: RequestRecord) {
        sink.record?(record)
    }

    /// Two logs are the same when they write to the same place: made by the same `init`.
    public static func == (lhs: RequestLog, rhs: RequestLog) -> Bool {
        lhs.sink === rhs.sink
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(sink))
    }

    private final class Sink: Sendable {
        let write: (@Sendable (String) -> Void)?
        let record: (@Sendable (RequestRecord) -> Void)?
        init(write: (@Sendable (String) -> Void)?, record: (@Sendable (RequestRecord) -> Void)?) {
            self.write = write
            self.record = record
        }
    }
}
