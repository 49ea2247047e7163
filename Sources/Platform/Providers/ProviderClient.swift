import FoundationEssentials
internal import Domain

/// Sends a weather service's targets over an ``HTTPClient`` and turns every outcome into a target's response or a
/// ``ForecastError``: the one place transport failures, HTTP statuses and error bodies are interpreted, for every
/// provider. What differs between services, the shape of their error bodies, is `errorReason`.
struct ProviderClient: Sendable {
    let http: any HTTPClient
    /// Tells the time, for a `Retry-After` given as a date.
    let clock: any WallClock
    /// The service's own words in an error body, when the body is one of its error bodies.
    let errorReason: @Sendable (Data) -> String?
    /// Text no error may carry, such as an API key a broken server echoes back.
    var secrets: [String] = []
    /// The id of the service asked, which each request carries for the request log's records.
    var service: String? = nil

    /// The target's decoded response.
    /// - Throws: ``ForecastError`` (with every secret replaced by `***`), or `CancellationError` when the task
    ///   was cancelled.
    func fetch<Target: RequestTarget>(_ target: Target) async throws -> Target.Response {
        try await fetched(target).value
    }

    /// The target's decoded response, with when it was fetched and whether it is a stale cached one.
    /// - Throws: As ``fetch(_:)``.
    func fetched<Target: RequestTarget>(_ target: Target) async throws -> Fetched<Target.Response> {
        do {
            return try await unredactedFetch(target)
        } catch let error as ForecastError {
            throw error.redacting(secrets)
        }
    }

    /// The answer a target decodes to, carrying when it was fetched and whether it is a stale cached one.
    /// - Throws: As ``fetch(_:)``.
    func fetchAnswer<Target: RequestTarget, Content>(_ target: Target) async throws -> ForecastAnswer<Content>
    where Target.Response == ForecastAnswer<Content> {
        let fetched = try await fetched(target)
        let answer = fetched.value
        return ForecastAnswer(
            answer.content, timeZoneIdentifier: answer.timeZoneIdentifier, utcOffsetSeconds: answer.utcOffsetSeconds,
            freshness: fetched.freshness
        )
    }

    /// What a target without a time zone of its own decodes to (alerts: instants), as an answer with its freshness.
    /// - Throws: As ``fetch(_:)``.
    func fetchUnzonedAnswer<Target: RequestTarget>(_ target: Target) async throws -> ForecastAnswer<Target.Response> {
        let fetched = try await fetched(target)
        return ForecastAnswer(fetched.value, timeZoneIdentifier: nil, freshness: fetched.freshness)
    }

    private func unredactedFetch<Target: RequestTarget>(_ target: Target) async throws -> Fetched<Target.Response> {
        var request = target.request
        request.service = service
        let response: HTTPResponse
        do {
            response = try await http.response(to: request)
        } catch let error as TransportError {
            throw ForecastError(error)
        }
        let freshness = AnswerFreshness(
            fetchedAt: response.fetchedAt ?? clock.now(), staleReason: response.staleReason, freshUntil: response.staleReason == nil ? response.expiresAt : nil
        )
        do {
            try checkStatus(of: response, now: clock.now(), expectsMarkup: target.accepts.contains("xml"))
            guard !response.body.isEmpty else {
                throw ForecastError.badResponse(reason: "the answer was empty")
            }
            return Fetched(value: try target.decode(response.body), freshness: freshness)
        } catch let error as ServiceErrorBody {
            await http.forget(request)
            throw ForecastError.serviceError(status: response.status, reason: error.reason)
        } catch {
            await http.forget(request)
            throw error as? ForecastError ?? ForecastError.badResponse(reason: "\(error)")
        }
    }

    /// Throws the error an unsuccessful answer stands for: an HTML page from any server, 429 (with the wait its
    /// `Retry-After` asks for), 304 (nothing was cached, so nothing can be "not modified"), or a non-2xx status. Where
    /// XML is expected (`expectsMarkup`), only the media type says a page is HTML: XML's own reader judges the rest.
    func checkStatus(of response: HTTPResponse, now: Instant, expectsMarkup: Bool = false) throws(ForecastError) {
        let looksLikeHTML = response.body.starts(with: Array("<!".utf8)) || response.body.starts(with: Array("<html".utf8))
        if response.mediaType == "text/html" || (looksLikeHTML && !expectsMarkup) {
            throw .serviceError(status: response.status, reason: "the answer was an HTML page, not \(expectsMarkup ? "XML" : "JSON")")
        }
        let retryAfter = RetryAfter.seconds(in: response.headers["retry-after"], now: now)
        switch response.status {
        case 401:
            throw .keyRejected(reason: errorReason(response.body))
        case 429:
            throw .rateLimited(reason: errorReason(response.body), retryAfterSeconds: retryAfter)
        case 304:
            throw .badResponse(reason: "it said 304 Not Modified, but nothing was cached to reuse")
        case 503 where retryAfter != nil:
            throw .unavailable(reason: errorReason(response.body), retryAfterSeconds: retryAfter ?? 0)
        case 200...299:
            return
        default:
            throw .serviceError(status: response.status, reason: errorReason(response.body))
        }
    }
}

/// A decoded answer, with when it was fetched and whether it is a stale cached one.
struct Fetched<Value> {
    /// The decoded answer.
    let value: Value
    /// When it was fetched, and whether it is stale.
    let freshness: AnswerFreshness
}

/// Thrown by a target that finds an error body in a successful (2xx) answer: the service's own words, if any.
struct ServiceErrorBody: Error {
    let reason: String?
}
