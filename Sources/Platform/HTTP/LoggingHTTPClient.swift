/// An ``HTTPClient`` that writes one line per request to a ``RequestLog``: method, URL and a POST's form
/// (keys and passwords replaced by `•••`), status or failure, bytes, time, and what the cache did; and a
/// ``RequestRecord`` of it: its service and what became of it. It sits under the ``CoalescingHTTPClient``, so that a
/// request shared by several callers is logged once as it went, and each other caller's wait once as shared.
struct LoggingHTTPClient: HTTPClient {
    let base: any HTTPClient
    let log: RequestLog

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        do {
            let response = try await base.response(to: request)
            Self.tell(request, .success(response), outcome: Self.outcome(of: response), since: started, to: log)
            return response
        } catch {
            Self.tell(request, .failure(error), outcome: .failed, since: started, to: log)
            throw error
        }
    }

    /// Tells `log` of `request`, which ended with `result` after `started`: a line when it wants lines, and a record
    /// of `outcome`.
    static func tell(
        _ request: HTTPRequest, _ result: Result<HTTPResponse, any Error>, outcome: RequestRecord.Outcome, since started: ContinuousClock.Instant,
        to log: RequestLog
    ) {
        let shown = outcome == .shared ? ", shared" : ""
        switch result {
        case .success(let response):
            if log.wantsLines {
                let cache = outcome == .shared ? "" : response.cacheOutcome.map { ", \($0.rawValue)" } ?? ""
                log.write("\(asked(request)) → \(response.status), \(size(response.body.count)), \(time(since: started))\(cache)\(shown)")
            }
            log.record(RequestRecord(service: request.service ?? "other", outcome: outcome, status: response.status))
        case .failure(let error):
            if log.wantsLines {
                let reason = (error as? TransportError)?.summary ?? (error is CancellationError ? "cancelled" : "\(error)")
                log.write("\(asked(request)) → failed (\(reason)), \(time(since: started))\(shown)")
            }
            log.record(RequestRecord(service: request.service ?? "other", outcome: outcome, status: nil))
        }
    }

    /// "GET URL", or "POST URL form FIELDS", secrets hidden.
    private static func asked(_ request: HTTPRequest) -> String {
        let form = request.method.formBody.map { " form " + RedactedURL.query($0[...]) } ?? ""
        return "\(request.method.name) \(RedactedURL.text(request.url))\(form)"
    }

    /// What became of the request that gave `response`.
    private static func outcome(of response: HTTPResponse) -> RequestRecord.Outcome {
        switch response.cacheOutcome {
        case .hit: .cacheHit
        case .revalidated: .revalidated
        case .stale: .stale
        case .offline: .offline
        case .miss, nil: .fetched
        }
    }

    func forget(_ request: HTTPRequest) async {
        await base.forget(request)
    }

    private static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) B" : "\((Double(bytes) / 1024).formatted1) KB"
    }

    private static func time(since start: ContinuousClock.Instant) -> String {
        let (seconds, attoseconds) = start.duration(to: .now).components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}

private extension Double {
    /// One decimal: "12.3".
    var formatted1: String {
        let tenths = Int((self * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// A URL as a log may show it: the value of every query parameter that carries a secret, and any user name and
/// password, replaced by `•••`.
enum RedactedURL {
    /// Query parameters whose values are secrets.
    static let secretParameters: Set<String> = ["appid", "key", "apikey", "api_key", "token", "access_token", "password"]

    /// `url` without its secrets.
    static func text(_ url: String) -> String {
        let authorityRedacted = redactingCredentials(url)
        guard let questionMark = authorityRedacted.firstIndex(of: "?") else { return authorityRedacted }
        return authorityRedacted[...questionMark] + query(authorityRedacted[authorityRedacted.index(after: questionMark)...])
    }

    /// A query, or a form, with the values of its secret parameters hidden.
    static func query(_ query: Substring) -> String {
        query.split(separator: "&", omittingEmptySubsequences: false).map { item in
            guard let equals = item.firstIndex(of: "="), secretParameters.contains(item[..<equals].lowercased()) else { return String(item) }
            return item[...equals] + "•••"
        }.joined(separator: "&")
    }

    private static func redactingCredentials(_ url: String) -> String {
        let afterScheme = url.firstRange(of: "://")?.upperBound ?? url.startIndex
        let authorityEnd = url[afterScheme...].firstIndex { $0 == "/" || $0 == "?" } ?? url.endIndex
        guard let at = url[afterScheme..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<afterScheme]) + "•••" + String(url[at...])
    }
}
