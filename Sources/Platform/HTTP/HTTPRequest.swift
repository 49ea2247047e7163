/// One HTTP request without a body: a method, a full URL and extra headers.
struct HTTPRequest: Sendable, Hashable {
    /// The method.
    let method: HTTPMethod
    /// The absolute URL, already percent-encoded.
    let url: String
    /// Extra request headers, by name.
    var headers: [String: String]
    /// How the answer may be cached; `nil`: never.
    let cacheRule: CacheRule?
    /// The id of the service asked, for the request log's records; `nil` when not said.
    var service: String?
    /// Which redirects are followed.
    var redirects: RedirectPolicy = .anyHost

    init(method: HTTPMethod = .get, url: String, headers: [String: String] = [:], cacheRule: CacheRule? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.cacheRule = cacheRule
        service = nil
    }
}

/// The HTTP methods requests use.
enum HTTPMethod: String, Sendable {
    /// GET.
    case get = "GET"
}
