/// One HTTP request: a GET of a full URL with extra headers.
struct HTTPRequest: Sendable, Hashable {
    /// The absolute URL, already percent-encoded.
    let url: String
    /// Extra request headers, by name.
    let headers: [String: String]

    init(url: String, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}
