/// What the stub server does with one request.
public enum StubReply: Sendable, Hashable {
    /// Answers with a status, a body of a content type, gzip-compressed when the client accepts it and `gzip` is set.
    case answer(status: Int, contentType: String, body: [UInt8], gzip: Bool)
    /// An answer with these extra header lines ("Name: value").
    indirect case withHeaders([String], StubReply)
    /// Waits, then does the other reply.
    indirect case delayed(seconds: Double, StubReply)
    /// Never answers: holds the connection open until the client gives up or the server stops.
    case stall
    /// Answers 302 Found, pointing at `location`.
    case redirect(location: String)
    /// Sends the status line, headers declaring `declaredLength` bytes, only `body`, then closes the connection.
    case truncated(declaredLength: Int, body: [UInt8])
    /// Sends these bytes as they are, whatever HTTP says, then closes the connection.
    case raw([UInt8])
    /// Sends `head` at once, then `body` one byte every `interval` seconds.
    case drip(head: [UInt8], body: [UInt8], interval: Double)
    /// Sends these bytes, then resets the connection (TCP RST) instead of closing it.
    case reset([UInt8])

    /// Whether the connection stays open after this reply: only for a well-formed answer, as a real service's.
    var keepsConnection: Bool {
        switch self {
        case .answer: true
        case .withHeaders(_, let reply), .delayed(_, let reply): reply.keepsConnection
        case .stall, .redirect, .truncated, .raw, .drip, .reset: false
        }
    }

    /// A JSON answer, gzip-compressed when the client accepts it.
    public static func json(_ body: [UInt8], status: Int = 200) -> StubReply {
        .answer(status: status, contentType: "application/json; charset=utf-8", body: body, gzip: true)
    }

    /// A JSON answer from text.
    public static func json(_ text: String, status: Int = 200) -> StubReply {
        json(Array(text.utf8), status: status)
    }
}
