/// Follows the redirects of requests whose ``RedirectPolicy`` is `sameHost` itself, refusing one to another origin
/// (scheme, host and port) and a chain longer than the policy allows; other requests pass through, their redirects
/// followed by the client below. Below the retries and the cache, so that a followed chain is cached under the URL
/// asked for.
struct SameHostRedirectingHTTPClient: HTTPClient {
    /// The client that sends each hop (libcurl, told not to follow these requests' redirects itself).
    let base: any HTTPClient

    /// See ``HTTPClient/response(to:)``.
    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        guard case .sameHost(let maximumHops) = request.redirects else { return try await base.response(to: request) }
        var hop = request
        for _ in 0...maximumHops {
            let response = try await base.response(to: hop)
            guard Self.redirectStatuses.contains(response.status), let location = response.headers["location"] else { return response }
            hop = try Self.followed(hop, redirectedBy: response.status, to: location, from: request.url)
        }
        throw TransportError.tooManyRedirects(detail: "more than \(maximumHops) redirects from \(request.url)")
    }

    /// See ``HTTPClient/forget(_:)``.
    func forget(_ request: HTTPRequest) async { await base.forget(request) }

    /// The statuses that redirect a request.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// `request` sent to `location` instead (absolute, scheme-relative or absolute-path), when that is on the same
    /// origin as `original`, after an answer with `status`.
    /// - Throws: ``TransportError/refusedRedirect(detail:)`` for another origin or a location it cannot read.
    static func followed(_ request: HTTPRequest, redirectedBy status: Int, to location: String, from original: String) throws(TransportError) -> HTTPRequest {
        guard let origin = origin(of: original), let target = absolute(location, on: origin) else {
            throw .refusedRedirect(detail: "to a location that is not a URL")
        }
        guard self.origin(of: target)?.lowercased() == origin.lowercased() else {
            throw .refusedRedirect(detail: "to another host than the service's own")
        }
        // As browsers and libcurl do, only a 307 or 308 sends a POST's form again; after any other redirect it is a GET.
        let method = status == 307 || status == 308 ? request.method : .get
        var followed = HTTPRequest(method: method, url: target, headers: request.headers, cacheRule: request.cacheRule)
        followed.service = request.service
        followed.redirects = request.redirects
        return followed
    }

    /// "https://host:port" of an absolute http(s) URL.
    static func origin(of url: String) -> String? {
        let parts = url.split(separator: "://", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let scheme = parts[0].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = parts[1]
        let authority = rest.prefix { !"/?#".contains($0) }
        guard !authority.isEmpty, !authority.contains("@") else { return nil }
        return scheme + "://" + authority
    }

    /// `location` made absolute on `origin`: kept when absolute, given the scheme when scheme-relative, put on the
    /// origin when an absolute path; `nil` for a relative path or anything with control characters or spaces (header
    /// values arrive trimmed).
    static func absolute(_ location: String, on origin: String) -> String? {
        guard !location.isEmpty, !location.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) else { return nil }
        if location.hasPrefix("//") { return (origin.hasPrefix("https") ? "https:" : "http:") + location }
        if location.hasPrefix("/") { return origin + location }
        return location.contains("://") ? location : nil
    }
}
