/// How the stub server answers an endpoint: like the service, or misbehaving in one chosen way.
public enum StubBehaviour: Sendable, Hashable {
    /// Answers like the service, from the fixtures.
    case normal
    /// Answers with this status and body.
    case status(Int, body: String, contentType: String)
    /// Answers normally after a pause.
    case slow(seconds: Double)
    /// Never answers.
    case stall
    /// Declares a full body, sends half of it, and hangs up.
    case truncated
    /// Answers 200 with JSON that breaks off.
    case malformedJSON
    /// Answers 200 with no body at all.
    case emptyBody
    /// Answers 200 with valid JSON of this many bytes.
    case oversized(bytes: Int)
    /// Redirects every request back to itself, forever.
    case redirectLoop
    /// Answers like the service, but with 1e20 for forecast numbers (every hourly and current one, each day's high).
    case absurd
    /// Sends the headers, then the body one byte a second.
    case drip
    /// Answers 302 to this URL, e.g. `file:///etc/passwd`.
    case redirect(to: String)
    /// Answers with a small gzip body that inflates to this many bytes.
    case gzipBomb(inflatedBytes: Int)
    /// Sends these bytes as the whole answer, HTTP or not.
    case raw(String)
    /// Sends half an answer, then resets the connection.
    case connectionReset
    /// Answers with text built to attack a terminal in every field a person sees: escape sequences (colours,
    /// screen clearing, OSC 52 clipboard writes, window titles), C1 controls, bidirectional overrides, invisible
    /// characters and line separators. Search answers carry it in place names; forecast answers are an error whose
    /// reason carries it.
    case hostileText
    /// Answers the first `times` requests to an endpoint with `status`, then like the service.
    case failingFirst(times: Int, status: Int)

    /// The text ``hostileText`` puts in names: every kind of thing that must not reach a terminal.
    public static let hostileName = "Lon\u{1B}[31mdon\u{1B}]52;c;ZWNobyBvd25lZA==\u{07}\u{202E}nodnoL\u{2066}\u{9B}2J"
        + "\u{200F}\u{061C}\u{FEFF}\u{2028}\u{2029}\u{1B}]0;title\u{1B}\\\u{9D}8;;http://x\u{9C}\u{7F}\u{0}\r\n"

    /// Open-Meteo's answer when a client asks too often.
    public static let rateLimited = StubBehaviour.status(
        429, body: #"{"error":true,"reason":"Minutely API request limit exceeded. Please try again in one minute."}"#,
        contentType: "application/json; charset=utf-8"
    )
    /// Open-Meteo's answer when it fails.
    public static let serverError = StubBehaviour.status(
        500, body: #"{"error":true,"reason":"Something went wrong."}"#, contentType: "application/json; charset=utf-8"
    )
    /// Open-Meteo's answer when it is overloaded.
    public static let overloaded = StubBehaviour.status(
        503, body: #"{"error":true,"reason":"The service is overloaded"}"#, contentType: "application/json; charset=utf-8"
    )
    /// 429 with `Retry-After: 120`.
    public static let retryAfter = StubBehaviour.raw(
        "HTTP/1.1 429 Too Many Requests\r\nRetry-After: 120\r\nContent-Type: application/json\r\nContent-Length: 47\r\n\r\n"
            + #"{"error":true,"reason":"Too many requests now."}"#
    )
    /// 304 Not Modified, to a request that asked for no such thing.
    public static let notModified = StubBehaviour.raw("HTTP/1.1 304 Not Modified\r\nContent-Length: 0\r\n\r\n")
    /// 204 No Content.
    public static let noContent = StubBehaviour.raw("HTTP/1.1 204 No Content\r\n\r\n")
    /// A status line that is not HTTP's.
    public static let badStatusLine = StubBehaviour.raw("HTTP/1.1 abc\r\n\r\n")
    /// A body with no status line or headers at all, as HTTP/0.9 answered.
    public static let http09 = StubBehaviour.raw(#"{"results":[]}"#)
    /// `Content-Length: -1`.
    public static let negativeContentLength = StubBehaviour.raw("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n{}")
    /// A chunked body whose chunk size is not hexadecimal.
    public static let badChunkedEncoding = StubBehaviour.raw(
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n"
    )
    /// One response header of 1 MiB.
    public static let hugeHeader = StubBehaviour.raw(
        "HTTP/1.1 200 OK\r\nX-Padding: " + String(repeating: "a", count: 1 << 20) + "\r\nContent-Length: 2\r\n\r\n{}"
    )
    /// 1 MiB of headers, in 1 KiB lines.
    public static let manyHeaders = StubBehaviour.raw(
        "HTTP/1.1 200 OK\r\n" + String(repeating: "X-Padding: " + String(repeating: "a", count: 1010) + "\r\n", count: 1024)
            + "Content-Length: 2\r\n\r\n{}"
    )

    /// A proxy's HTML error page in front of the service.
    public static let htmlErrorPage = StubBehaviour.status(
        502,
        body: "<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>"
            + "<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n",
        contentType: "text/html"
    )

    /// The behaviours by the names the command line takes, e.g. `rate-limited`; `slow` and `oversized` take a
    /// number after a colon (`slow:3`, `oversized:11000000`).
    public static func named(_ name: String) -> StubBehaviour? {
        let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? Double(parts[1]) : nil
        switch parts.first {
        case "normal": return .normal
        case "rate-limited": return .rateLimited
        case "server-error": return .serverError
        case "overloaded": return .overloaded
        case "html-error": return .htmlErrorPage
        case "stall": return .stall
        case "truncated": return .truncated
        case "malformed": return .malformedJSON
        case "empty": return .emptyBody
        case "redirect-loop": return .redirectLoop
        case "absurd": return .absurd
        case "drip": return .drip
        case "redirect-file": return .redirect(to: "file:///etc/passwd")
        case "redirect-gopher": return .redirect(to: "gopher://127.0.0.1/")
        case "gzip-bomb": return .gzipBomb(inflatedBytes: Int(argument ?? 64_000_000))
        case "reset": return .connectionReset
        case "hostile-text": return .hostileText
        case "fail-first": return .failingFirst(times: Int(argument ?? 1), status: 503)
        case "retry-after": return .retryAfter
        case "not-modified": return .notModified
        case "no-content": return .noContent
        case "bad-status-line": return .badStatusLine
        case "http09": return .http09
        case "negative-length": return .negativeContentLength
        case "bad-chunked": return .badChunkedEncoding
        case "huge-header": return .hugeHeader
        case "many-headers": return .manyHeaders
        case "slow": return .slow(seconds: argument ?? 3)
        case "oversized": return .oversized(bytes: Int(argument ?? 11_000_000))
        default: return nil
        }
    }

    /// Every name ``named(_:)`` takes, for help text.
    public static let names = [
        "normal", "rate-limited", "server-error", "overloaded", "html-error", "stall", "truncated", "malformed",
        "empty", "redirect-loop", "absurd", "drip", "redirect-file", "redirect-gopher", "reset", "hostile-text",
        "retry-after", "not-modified", "no-content", "bad-status-line", "http09", "negative-length", "bad-chunked",
        "huge-header", "many-headers", "fail-first[:TIMES]", "slow[:SECONDS]", "oversized[:BYTES]", "gzip-bomb[:BYTES]",
    ]
}
