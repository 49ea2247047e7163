/// One HTTP request without a body: a method, a full URL and extra headers.
struct HTTPRequest: Sendable, Hashable {
    /// The method.
    let method: HTTPMethod
    /// The absolute URL, already percent-encoded.
    let url: String
    /// Extra request headers, by name.
    let headers: [String: String]

    init(method: HTTPMethod = .get, url: String, headers: [String: String] = [:]) {
        self.method = method
        self.url = url
        self.headers = headers
    }
}

/// The HTTP methods requests use.
enum HTTPMethod: String, Sendable {
    /// GET.
    case get = "GET"
}
