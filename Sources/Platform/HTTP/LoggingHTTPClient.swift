/// An ``HTTPClient`` that writes one line per request to a ``RequestLog``: method, URL
/// (keys and passwords replaced by `•••`), status or failure, bytes, time, and what the cache did; and a
/// ``RequestRecord`` of it: its service and what became of it.
struct LoggingHTTPClient: HTTPClient {
    let base: any HTTPClient
    let log: RequestLog

    func response(to request: HTTPRequest) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        do {
            let response = try await base.response(to: request)
            if log.wantsLines {
                let outcome = response.sharedInFlight ? ", shared" : response.cacheOutcome.map { ", \($0.rawValue)" } ?? ""
                log.write("\(request.method.rawValue) \(RedactedURL.text(request.url)) → \(response.status), \(Self.size(response.body.count)), \(Self.time(since: started))\(outcome)")
            }
            log.record(RequestRecord(service: service(of: request), outcome: Self.outcome(of: response), status: response.status))
            return response
        } catch {
            if log.wantsLines {
                let reason = (error as? TransportError)?.summary ?? (error is CancellationError ? "cancelled" : "\(error)")
                log.write("\(request.method.rawValue) \(RedactedURL.text(request.url)) → failed (\(reason)), \(Self.time(since: started))")
            }
            log.record(RequestRecord(service: service(of: request), outcome: .failed, status: nil))
            throw error
        }
    }

    /// The id of the service `request` asks, or "other".
    private func service(of request: HTTPRequest) -> String {
        request.service ?? "other"
    }

    /// What became of the request that gave `response`.
    private static func outcome(of response: HTTPResponse) -> RequestRecord.Outcome {
        if response.sharedInFlight { return .shared }
        return switch response.cacheOutcome {
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
        let query = authorityRedacted[authorityRedacted.index(after: questionMark)...].split(separator: "&", omittingEmptySubsequences: false).map { item in
            guard let equals = item.firstIndex(of: "="), secretParameters.contains(item[..<equals].lowercased()) else { return String(item) }
            return item[...equals] + "•••"
        }
        return authorityRedacted[...questionMark] + query.joined(separator: "&")
    }

    private static func redactingCredentials(_ url: String) -> String {
        let afterScheme = url.firstRange(of: "://")?.upperBound ?? url.startIndex
        let authorityEnd = url[afterScheme...].firstIndex { $0 == "/" || $0 == "?" } ?? url.endIndex
        guard let at = url[afterScheme..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<afterScheme]) + "•••" + String(url[at...])
    }
}
