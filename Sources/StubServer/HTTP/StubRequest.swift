/// A request the stub server received, as tests inspect it.
public struct StubRequest: Sendable, Hashable {
    /// The method, e.g. "GET".
    public let method: String
    /// The path without the query, e.g. "/v1/forecast".
    public let path: String
    /// The query's parameters, percent-decoded; a repeated name keeps its last value.
    public let query: [String: String]
    /// The query exactly as sent, without the `?`.
    public let rawQuery: String
    /// The headers, names lower-cased.
    public let headers: [String: String]
    /// The body (a POST's form), as UTF-8; empty when none was sent.
    public internal(set) var body = ""

    /// Parses the head of an HTTP/1.1 request (request line and headers, without the blank line).
    init?(head: String) {
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        method = String(requestLine[0])
        let target = requestLine[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(target[0])
        rawQuery = target.count > 1 ? String(target[1]) : ""
        self.query = Dictionary(Self.formPairs(rawQuery)) { _, last in last }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = String(line[line.index(after: colon)...].drop { $0 == " " })
        }
        self.headers = headers
    }

    /// The request's target as sent: the path, and the query after a `?` when there is one.
    public var target: String { rawQuery.isEmpty ? path : path + "?" + rawQuery }

    /// How many bytes of body the head announces (`Content-Length`); 0 when none or unreadable.
    var declaredBodyBytes: Int { headers["content-length"].flatMap { Int($0) }.map { max(0, $0) } ?? 0 }

    /// The values of every field `name` of a form-encoded text (`a=1&b=2`, a query or a POST's body), percent-decoded,
    /// in order: a repeated field gives each of its values.
    static func formValues(_ name: String, in form: String) -> [String] {
        formPairs(form).filter { $0.name == name }.map(\.value)
    }

    /// Every `name=value` pair of a form-encoded text, percent-decoded, in order (a pair without `=` has the value "").
    static func formPairs(_ form: String) -> [(name: String, value: String)] {
        form.split(separator: "&").map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (percentDecoded(parts[0]), parts.count > 1 ? percentDecoded(parts[1]) : "")
        }
    }

    /// Whether the client said it takes gzip-compressed bodies.
    var acceptsGzip: Bool {
        headers["accept-encoding"]?.lowercased().split(separator: ",").contains { $0.trimmingPrefix(" ").hasPrefix("gzip") } ?? false
    }

    /// `%XX` sequences and `+` decoded as a form-encoded query value is.
    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                let high = iterator.next(), low = iterator.next()
                if let high, let low, let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                    bytes.append(value)
                } else {
                    bytes.append(byte)
                    bytes.append(contentsOf: [high, low].compactMap { $0 })
                }
            default:
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
