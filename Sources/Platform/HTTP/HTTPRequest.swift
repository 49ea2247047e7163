/// One HTTP request: a method (with its form, for a POST), a full URL and extra headers.
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
enum HTTPMethod: Sendable, Hashable {
    /// GET.
    case get
    /// POST with these fields as its body, form-encoded (`application/x-www-form-urlencoded`), in this order.
    case postForm([QueryItem])

    /// The method's name on the wire: "GET", "POST".
    var name: String {
        switch self {
        case .get: "GET"
        case .postForm: "POST"
        }
    }

    /// The body a POST sends: its fields percent-encoded, joined by `&`; `nil` for a GET.
    var formBody: String? {
        switch self {
        case .get: nil
        case let .postForm(fields): QueryItem.joined(fields)
        }
    }
}
