/// An HTTP response as the server makes it, before any framework sends it: the status, the headers in order, the body.
struct ServerResponse: Sendable {
    /// The status code.
    var status: Int
    /// The headers, in the order they are sent.
    var headers: [(name: String, value: String)]
    /// The body.
    var body: [UInt8]

    /// A response of `status` with `body` as `contentType`.
    init(status: Int, contentType: String, body: String, headers: [(name: String, value: String)] = []) {
        self.status = status
        self.body = Array(body.utf8)
        self.headers = [("Content-Type", contentType), ("X-Content-Type-Options", "nosniff")] + headers
    }

    /// The value of the header `name`, when it is set.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
