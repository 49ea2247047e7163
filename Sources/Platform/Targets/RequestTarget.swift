import FoundationEssentials

/// One endpoint of a web service: where it is, what to ask it, and how to read its answer.
protocol RequestTarget: Sendable {
    /// What a successful answer decodes to.
    associatedtype Response

    /// The HTTP method.
    var method: HTTPMethod { get }
    /// The service's base URL, e.g. `https://api.open-meteo.com`, with no trailing slash.
    var baseURL: String { get }
    /// The path below the base URL, starting with `/`.
    var path: String { get }
    /// The query, in the order it is sent.
    var queryItems: [QueryItem] { get }
    /// How the answer may be cached.
    var cacheRule: CacheRule { get }
    /// The media type asked for (`Accept`).
    var accepts: String { get }
    /// Which redirects are followed.
    var redirects: RedirectPolicy { get }

    /// Reads a successful answer's body.
    /// - Throws: ``JSONShapeError`` or ``ForecastError/badResponse(reason:)`` when it is not what the endpoint sends.
    func decode(_ body: Data) throws -> Response
}

extension RequestTarget {
    /// The request for this target.
    var request: HTTPRequest {
        var request = HTTPRequest(method: method, url: url, headers: ["Accept": accepts], cacheRule: cacheRule)
        request.redirects = redirects
        return request
    }

    /// Any redirect, as libcurl follows them, unless the target says otherwise.
    var redirects: RedirectPolicy { .anyHost }

    /// JSON, unless the target asks for more.
    var accepts: String { "application/json" }

    /// A forecast, kept for the standard lifetime unless its answer says otherwise.
    var cacheRule: CacheRule { .forecast(defaultLifetime: CacheRule.standardForecastLifetime) }

    /// The full URL: base, path and percent-encoded query.
    var url: String {
        let query = QueryItem.joined(queryItems)
        return query.isEmpty ? baseURL + path : baseURL + path + "?" + query
    }
}
