import FoundationEssentials
internal import Domain

/// One stored answer: its body, when the service last sent or confirmed it, until when it is fresh, and the
/// validators that let the service confirm it (`ETag`, `Last-Modified`).
///
/// On disk it is a few text lines, an empty line and the body; the `length` line lets a truncated file be told
/// from a whole one.
struct CacheEntry: Sendable, Hashable {
    /// When the service last sent or confirmed the answer.
    var storedAt: Instant
    /// Until when the answer is fresh.
    var expiresAt: Instant
    /// The answer's `ETag`.
    var etag: String?
    /// The answer's `Last-Modified`.
    var lastModified: String?
    /// The answer's `Content-Type`.
    var contentType: String?
    /// The answer's body.
    var body: Data

    private static let magic = "forecast-cache 1"

    /// Whether the answer is still fresh at `now`.
    func isFresh(at now: Instant) -> Bool { now < expiresAt }

    /// The stored answer as the service gave it.
    var response: HTTPResponse {
        let headers = ["content-type": contentType, "etag": etag, "last-modified": lastModified].compactMapValues { $0 }
        return HTTPResponse(status: 200, headers: headers, body: body)
    }

    /// The bytes stored on disk.
    func encoded() -> Data {
        var lines = [Self.magic, "stored \(storedAt.secondsSince1970)", "expires \(expiresAt.secondsSince1970)"]
        for (name, value) in [("etag", etag), ("last-modified", lastModified), ("content-type", contentType)] {
            if let value, Self.isStorableHeaderValue(value) { lines.append("\(name) \(value)") }
        }
        lines.append("length \(body.count)")
        var data = Data((lines.joined(separator: "\n") + "\n\n").utf8)
        data.append(body)
        return data
    }

    /// Reads stored bytes; `nil` for anything that is not a whole entry (truncated, corrupt, another format).
    init?(decoding data: Data) {
        guard let separator = data.firstRange(of: Data("\n\n".utf8)),
              let head = String(data: data[data.startIndex..<separator.lowerBound], encoding: .utf8) else { return nil }
        var fields: [String: String] = [:]
        let lines = head.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(Self.magic) else { return nil }
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: " ") else { return nil }
            fields[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        let body = data[separator.upperBound...]
        guard let stored = fields["stored"].flatMap(Double.init), stored.isFinite,
              let expires = fields["expires"].flatMap(Double.init), expires.isFinite,
              let length = fields["length"].flatMap(Int.init), length == body.count else { return nil }
        // A header value the writer would not keep (a control character, a byte past ASCII) means the file was not
        // written by the cache: no entry, rather than one that changes when written again.
        for name in ["etag", "last-modified", "content-type"] where fields[name].map(Self.isStorableHeaderValue) == false {
            return nil
        }
        self.storedAt = Instant(secondsSince1970: stored)
        self.expiresAt = Instant(secondsSince1970: expires)
        self.etag = fields["etag"]
        self.lastModified = fields["last-modified"]
        self.contentType = fields["content-type"]
        self.body = Data(body)
    }

    init(storedAt: Instant, expiresAt: Instant, etag: String?, lastModified: String?, contentType: String?, body: Data) {
        self.storedAt = storedAt
        self.expiresAt = expiresAt
        self.etag = etag
        self.lastModified = lastModified
        self.contentType = contentType
        self.body = body
    }

    /// Header values are kept only when they fit on one line of printable ASCII.
    private static func isStorableHeaderValue(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.count <= 1024 && value.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}
