import Domain
import Foundation
@testable import Platform
import Testing

/// An ``HTTPClient`` that answers every request with one canned response or error.
struct CannedHTTPClient: HTTPClient {
    let result: Result<HTTPResponse, TransportError>

    init(status: Int, body: String, contentType: String = "application/json", headers: [String: String] = [:]) {
        let headers = headers.merging(["content-type": contentType]) { first, _ in first }
        result = .success(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    }

    init(failure: TransportError) {
        result = .failure(failure)
    }

    func response(to request: HTTPRequest) async throws -> HTTPResponse { try result.get() }
}

@Suite("Interpreting answers: statuses, error bodies, transport failures (with Open-Meteo's error bodies)")
struct ProviderClientTests {
    let target = OpenMeteoGeocodingTarget(baseURL: "https://x", name: "London", countryCode: nil, count: 1, language: "en")

    func outcome(of http: CannedHTTPClient) async -> ForecastError? {
        do {
            _ = try await ProviderClient(http: http, clock: SystemClock(), errorReason: OpenMeteoErrorBody.reason(in:)).fetch(target)
            return nil
        } catch {
            return error as? ForecastError
        }
    }

    @Test("429 is rate limiting, with the service's reason")
    func rateLimited() async {
        let error = await outcome(of: CannedHTTPClient(status: 429, body: #"{"error":true,"reason":"Minutely API request limit exceeded."}"#))
        #expect(error == .rateLimited(reason: "Minutely API request limit exceeded."))
    }

    @Test("429 with Retry-After says how long to wait, in seconds or as a date")
    func retryAfter() async {
        let body = #"{"error":true,"reason":"Slow down."}"#
        let inSeconds = await outcome(of: CannedHTTPClient(status: 429, body: body, headers: ["retry-after": "120"]))
        #expect(inSeconds == .rateLimited(reason: "Slow down.", retryAfterSeconds: 120))
        let inFarFuture = await outcome(of: CannedHTTPClient(status: 429, body: body, headers: ["retry-after": "Fri, 31 Dec 9999 23:59:59 GMT"]))
        #expect(inFarFuture == .rateLimited(reason: "Slow down.", retryAfterSeconds: RetryAfter.maximumSeconds))
        let unreadable = await outcome(of: CannedHTTPClient(status: 429, body: body, headers: ["retry-after": "soon"]))
        #expect(unreadable == .rateLimited(reason: "Slow down.", retryAfterSeconds: nil))
    }

    @Test("503 with Retry-After is unavailable for now, with the wait")
    func overloadedWithRetryAfter() async {
        let error = await outcome(of: CannedHTTPClient(status: 503, body: "", headers: ["retry-after": "30"]))
        #expect(error == .unavailable(reason: nil, retryAfterSeconds: 30))
    }

    @Test("304 and 204 are bad answers: nothing was cached, and a forecast is never empty")
    func notModifiedAndNoContent() async {
        #expect(await outcome(of: CannedHTTPClient(status: 304, body: "")) == .badResponse(reason: "it said 304 Not Modified, but nothing was cached to reuse"))
        #expect(await outcome(of: CannedHTTPClient(status: 204, body: "")) == .badResponse(reason: "the answer was empty"))
    }

    @Test("error statuses are service errors that keep the service's reason", arguments: [400, 500, 503, 404])
    func serviceErrors(status: Int) async {
        let error = await outcome(of: CannedHTTPClient(status: status, body: #"{"error":true,"reason":"Something went wrong."}"#))
        #expect(error == .serviceError(status: status, reason: "Something went wrong."))
    }

    @Test("an error body sent with 200 is still a service error")
    func errorBodyWith200() async {
        let error = await outcome(of: CannedHTTPClient(status: 200, body: #"{"error":true,"reason":"Cannot initialize WeatherVariable from invalid String value x"}"#))
        #expect(error == .serviceError(status: 200, reason: "Cannot initialize WeatherVariable from invalid String value x"))
    }

    @Test("an HTML page is a service error whatever its status", arguments: [200, 502])
    func htmlPage(status: Int) async {
        let error = await outcome(of: CannedHTTPClient(status: status, body: "<html><body>Bad Gateway</body></html>", contentType: "text/html; charset=utf-8"))
        #expect(error == .serviceError(status: status, reason: "the answer was an HTML page, not JSON"))
    }

    @Test("a 5xx without a JSON body is a service error with no reason")
    func plainFiveHundred() async {
        #expect(await outcome(of: CannedHTTPClient(status: 500, body: "oops", contentType: "text/plain")) == .serviceError(status: 500, reason: nil))
    }

    @Test("empty and malformed bodies are bad responses that say what was wrong")
    func badBodies() async {
        #expect(await outcome(of: CannedHTTPClient(status: 200, body: "")) == .badResponse(reason: "the answer was empty"))
        #expect(await outcome(of: CannedHTTPClient(status: 200, body: #"{"results":[{"name":"x""#)) == .badResponse(reason: "the answer is not valid JSON"))
        #expect(await outcome(of: CannedHTTPClient(status: 200, body: #"{"results":[{"name":"x","latitude":"north","longitude":1}]}"#))
            == .badResponse(reason: "results[0].latitude: expected a number"))
        #expect(await outcome(of: CannedHTTPClient(status: 200, body: #"{"results":[{"latitude":1,"longitude":1}]}"#))
            == .badResponse(reason: "results[0].name: missing"))
    }

    @Test("transport failures become the domain's words for them", arguments: [
        (TransportError.hostNotFound(detail: "Could not resolve host: x"), ForecastError.serviceUnreachable(reason: "Could not resolve host: x")),
        (.connectionFailed(detail: "refused"), .serviceUnreachable(reason: "refused")),
        (.tls(detail: "bad certificate"), .serviceUnreachable(reason: "bad certificate")),
        (.timedOut(detail: "slow"), .timedOut),
        (.incompleteResponse(detail: "transfer closed"), .badResponse(reason: "the answer was cut short (transfer closed)")),
        (.responseTooLarge(limit: 10_485_760), .badResponse(reason: "the answer is larger than 10 MiB")),
        (.transportUnavailable(detail: "libcurl could not be loaded"), .serviceUnreachable(reason: "libcurl could not be loaded")),
    ])
    func transportFailures(failure: TransportError, expected: ForecastError) async {
        #expect(await outcome(of: CannedHTTPClient(failure: failure)) == expected)
    }
}
