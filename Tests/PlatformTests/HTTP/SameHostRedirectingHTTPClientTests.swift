import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Redirects followed only to the same host, a few hops at most")
struct SameHostRedirectingHTTPClientTests {
    static func redirect(_ location: String, status: Int = 301) -> Result<HTTPResponse, TransportError> {
        .success(HTTPResponse(status: status, headers: ["location": location], body: Data()))
    }

    static let document: Result<HTTPResponse, TransportError> = .success(HTTPResponse(status: 200, headers: [:], body: Data("<alert/>".utf8)))

    func request(_ url: String = "https://alerts.example.org/alert/abc", hops: Int = 3) -> HTTPRequest {
        var request = HTTPRequest(url: url, headers: ["Accept": "application/xml"], cacheRule: .fixed(lifetime: .seconds(60)))
        request.redirects = .sameHost(maximumHops: hops)
        return request
    }

    @Test("a redirect to the same origin is followed, absolute or by path, keeping the request's headers")
    func sameOrigin() async throws {
        let http = ScriptedHTTPClient([Self.redirect("https://alerts.example.org/data/abc.xml"), Self.redirect("/data/abc2.xml", status: 308), Self.document])
        let response = try await SameHostRedirectingHTTPClient(base: http).response(to: request())
        #expect(response.status == 200)
        #expect(http.requests.map(\.url) == [
            "https://alerts.example.org/alert/abc", "https://alerts.example.org/data/abc.xml", "https://alerts.example.org/data/abc2.xml",
        ])
        #expect(http.requests.allSatisfy { $0.headers["Accept"] == "application/xml" })
    }

    @Test("a POST's form is sent again after a 307 or 308; after a 301, 302 or 303 the next hop is a GET", arguments: [
        (301, false), (302, false), (303, false), (307, true), (308, true),
    ])
    func postRedirected(status: Int, keepsForm: Bool) async throws {
        let http = ScriptedHTTPClient([Self.redirect("/elsewhere", status: status), Self.document])
        var post = HTTPRequest(method: .postForm([QueryItem("country_codes", "de")]), url: "https://alerts.example.org/feeds")
        post.redirects = .sameHost(maximumHops: 1)
        _ = try await SameHostRedirectingHTTPClient(base: http).response(to: post)
        #expect(http.requests.last?.method == (keepsForm ? post.method : .get))
    }

    @Test("a redirect to another host, scheme or port is refused, and not asked", arguments: [
        "https://evil.example.net/alert.xml", "http://alerts.example.org/data/abc.xml", "https://alerts.example.org:8443/data.xml",
        "//evil.example.net/x", "https://user@alerts.example.org/x", "file:///etc/passwd", "data/relative.xml", "https://alerts.example.org/a b",
    ])
    func otherOrigin(location: String) async {
        let http = ScriptedHTTPClient([Self.redirect(location), Self.document])
        await #expect(throws: TransportError.self) { try await SameHostRedirectingHTTPClient(base: http).response(to: request()) }
        #expect(http.callCount == 1)
    }

    @Test("more hops than allowed end in an error naming the first URL")
    func tooManyHops() async {
        let http = ScriptedHTTPClient(Array(repeating: Self.redirect("/alert/abc"), count: 5))
        do {
            _ = try await SameHostRedirectingHTTPClient(base: http).response(to: request(hops: 2))
            Issue.record("followed a loop")
        } catch let error as TransportError {
            guard case .tooManyRedirects(let detail) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(detail.contains("https://alerts.example.org/alert/abc"))
        } catch {
            Issue.record("\(error)")
        }
        #expect(http.callCount == 3)
    }

    @Test("a request with the ordinary policy passes through, its redirects left to libcurl")
    func ordinaryPassesThrough() async throws {
        let http = ScriptedHTTPClient([Self.redirect("https://elsewhere.example.net/")])
        let response = try await SameHostRedirectingHTTPClient(base: http).response(to: HTTPRequest(url: "https://a.example.org/"))
        #expect(response.status == 301)
        #expect(http.callCount == 1)
    }
}
