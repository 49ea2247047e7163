import Application
import Domain
import ForecastSettings
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServingCore

/// Every request's way through the server: the method and the size of the target checked, the route found (by its
/// template, which the metrics and the log name), the rate limit and the work limit applied, the answer made, and one
/// log line written.
struct ForecastResponder: HTTPResponder {
    typealias Context = ServeContext

    /// Answers the weather routes.
    let weather: WeatherResponder
    /// How the server runs.
    let settings: ServeSettings
    /// Counts what happens.
    let metrics: ServerMetrics
    /// Writes one line a request.
    let logger: Logger
    /// Each client's token bucket; `nil`: no rate limit.
    let rateLimiter: RateLimiter?
    /// The weather requests worked on at once.
    let workLimit: WorkLimit

    /// The methods every route takes.
    static let allowedMethods = "GET, HEAD"

    func respond(to request: Request, context: ServeContext) async throws -> Response {
        let started = ContinuousClock.now
        let client = ClientAddress.of(peer: context.peer, forwardedFor: request.headers[.xForwardedFor], trusted: settings.trustedProxies)
        var (route, answer) = await self.answer(request, client: client, context: context)
        if answer.status >= 400, request.headers[.contentLength].map({ $0 != "0" }) ?? false || request.headers[.transferEncoding] != nil {
            // A refused request's body is not read: a client dripping it would otherwise hold the connection forever.
            answer.headers.append(("Connection", "close"))
            context.stopReading()
        }
        let duration = started.duration(to: .now)
        metrics.request(route: route, status: answer.status, duration: duration)
        logger.info("answered", metadata: [
            "method": "\(request.method.rawValue.prefix(16))", "route": "\(route)", "status": "\(answer.status)",
            "ms": "\(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)", "client": "\(client?.description ?? "local")",
        ])
        return Self.hummingbirdResponse(answer, bodyless: request.method == .head)
    }

    /// The route template of `request` and its answer.
    private func answer(_ request: Request, client: IPAddress?, context: ServeContext) async -> (route: String, response: ServerResponse) {
        guard request.method == .get || request.method == .head else {
            return ("other", RefusalBody.response(status: 405, reason: "only GET and HEAD are answered here", representation: nil).adding("Allow", Self.allowedMethods))
        }
        let target = request.head.path ?? "/"
        guard target.utf8.count <= ServeSettings.maximumTargetBytes else {
            return ("other", RefusalBody.response(status: 414, reason: "the request's path and query are longer than \(ServeSettings.maximumTargetBytes) bytes", representation: nil))
        }
        if request.headers[.contentLength].map({ $0 != "0" }) ?? false || request.headers[.transferEncoding] != nil {
            return ("other", RefusalBody.response(status: 400, reason: "a request here has no body", representation: nil))
        }
        let (path, queryText) = Self.split(target)
        let asked = (try? QueryParameters(queryText)).flatMap { try? Representation.negotiate(format: $0["format"], accept: AcceptHeader(request.headers[.accept])) }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().prefix(4)
        let accept = request.headers[.accept]
        var parts = Array(segments)
        if parts.count > 1, parts.last == "" { parts.removeLast() }  // A trailing slash: /London/
        switch (parts.count, parts.first ?? "") {
        case (1, ""):
            let wantsPage = (try? Representation.negotiate(format: nil, accept: AcceptHeader(accept))) == .page
            let host = Self.host(request.head.authority) ?? settings.listen.description
            let page = wantsPage ? IndexPage.page(host: host) : IndexPage.text(host: host)
            let type = wantsPage ? Representation.page.contentType : "text/plain; charset=utf-8"
            return ("/", ServerResponse(status: 200, contentType: type, body: page, headers: [("Cache-Control", "public, max-age=3600"), ("Vary", "Accept, Host")]))
        case (1, "healthz"):
            return ("/healthz", ServerResponse(status: 200, contentType: "text/plain; charset=utf-8", body: "ok\n", headers: [("Cache-Control", "no-store")]))
        case (1, "metrics"):
            return ("/metrics", ServerResponse(status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", body: metrics.text, headers: [("Cache-Control", "no-store")]))
        case (1, "openapi.json"):
            return ("/openapi.json", ServerResponse(status: 200, contentType: "application/json", body: OpenAPIDocument.text, headers: [("Cache-Control", "public, max-age=3600")]))
        case (1, "favicon.ico"), (1, "robots.txt"):
            return ("other", RefusalBody.response(status: 404, reason: "nothing here", representation: asked))
        case (1, let place):
            return ("/{place}", await weatherAnswer(place: place, view: nil, query: queryText, request: request, client: client, context: context))
        case (2, let place):
            let route = ServedView.named(String(parts[1])).map { "/{place}/\($0.name)" } ?? "other"
            return (route, await weatherAnswer(place: place, view: parts[1], query: queryText, request: request, client: client, context: context))
        default:
            return ("other", RefusalBody.response(status: 404, reason: "nothing here; / says what is", representation: asked))
        }
    }

    /// A weather route's answer, within the rate limit and the work limit.
    private func weatherAnswer(
        place: Substring, view: Substring?, query: Substring, request: Request, client: IPAddress?, context: ServeContext
    ) async -> ServerResponse {
        if let rateLimiter, let client, settings.limitsLoopback || !client.isLoopback {
            let (allowed, retryAfter) = rateLimiter.take(client.client)
            guard allowed else {
                metrics.refusedByRateLimit()
                return RefusalBody.response(status: 429, reason: "too many requests from \(client); try again in \(retryAfter) s", representation: nil, retryAfterSeconds: retryAfter)
            }
        }
        let parameters: QueryParameters
        do {
            parameters = try QueryParameters(query)
        } catch {
            return RefusalBody.response(status: error.status, reason: error.reason, representation: nil)
        }
        let weather = weather, accept = request.headers[.accept], acceptLanguage = request.headers[.acceptLanguage]
        let ifNoneMatch = request.headers[.ifNoneMatch]
        let answer = await workLimit.run(on: context.channel.eventLoop) {
            let answer = await weather.respond(place: place, view: view, query: parameters, accept: accept, acceptLanguage: acceptLanguage, ifNoneMatch: ifNoneMatch)
            // Cut short by the end of the grace period after a stop: whatever the run made of that is not the answer.
            return Task.isCancelled ? RefusalBody.response(status: 503, reason: "the server is stopping", representation: nil, retryAfterSeconds: 1) : answer
        }
        guard let answer else {
            metrics.refusedAsOverloaded()
            return RefusalBody.response(status: 503, reason: "the server is busy; try again in a second", representation: nil, retryAfterSeconds: 1)
        }
        return answer
    }

    /// The host a client reached the server by, from its `Host` header, when it is a plain host and port: the
    /// examples of `/` name it.
    private static func host(_ header: String?) -> String? {
        guard let header, (1...261).contains(header.count),
              header.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || ".-:[]".unicodeScalars.contains($0) })
        else { return nil }
        return header
    }

    /// A target's path and query (without the `?`).
    private static func split(_ target: String) -> (path: Substring, query: Substring) {
        guard let mark = target.firstIndex(of: "?") else { return (target[...], "") }
        return (target[..<mark], target[target.index(after: mark)...])
    }

    /// `response` as Hummingbird sends it; for HEAD, GET's headers (its length too) without the body; for 304, no body.
    private static func hummingbirdResponse(_ response: ServerResponse, bodyless: Bool) -> Response {
        var fields = HTTPFields()
        for (name, value) in response.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        let status = HTTPResponse.Status(code: response.status)
        if response.status == 304 { return Response(status: status, headers: fields, body: ResponseBody()) }
        if bodyless { return Response(status: status, headers: fields, body: ResponseBody(contentLength: response.body.count) { _ in }) }
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: response.body)))
    }
}

extension ServerResponse {
    /// The response with one more header.
    func adding(_ name: String, _ value: String) -> ServerResponse {
        var response = self
        response.headers.append((name, value))
        return response
    }
}

extension HTTPField.Name {
    /// `X-Forwarded-For`.
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
