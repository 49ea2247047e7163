import Application
import Testing

@testable import ForecastServer

@Suite("What a request gets back")
struct RepresentationTests {
    static let firefox = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    static let chrome = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7"

    @Test("a browser's Accept gets the page", arguments: [firefox, chrome])
    func browsers(accept: String) throws {
        #expect(try Representation.negotiate(format: nil, accept: AcceptHeader(accept)) == .page)
    }

    @Test("curl's */*, no Accept, and HTML ranked below plain text get text", arguments: ["*/*", "", "text/html;q=0.1, text/plain", "text/*"])
    func text(accept: String) throws {
        #expect(try Representation.negotiate(format: nil, accept: AcceptHeader(accept)) == .document(.table))
    }

    @Test("a type listed above plain text gets its document")
    func types() throws {
        #expect(try Representation.negotiate(format: nil, accept: AcceptHeader("application/json")) == .document(.json))
        #expect(try Representation.negotiate(format: nil, accept: AcceptHeader("text/plain;q=0.5, image/svg+xml")) == .document(.svg))
        #expect(try Representation.negotiate(format: nil, accept: AcceptHeader("text/plain, application/json;q=0.5")) == .document(.table))
    }

    @Test("?format wins over Accept")
    func format() throws {
        #expect(try Representation.negotiate(format: "csv", accept: AcceptHeader(Self.firefox)) == .document(.csv))
        #expect(try Representation.negotiate(format: "3", accept: AcceptHeader(nil)) == .wttrLine("3"))
        #expect(try Representation.negotiate(format: "%l: %t", accept: AcceptHeader(nil)) == .wttrLine("%l: %t"))
    }

    @Test("wttr.in's JSON and picture formats are 400, pointing at forecast's own", arguments: ["j1", "j2", "p1", "v2"])
    func wttrRefused(format: String) {
        #expect { try Representation.negotiate(format: format, accept: AcceptHeader(nil)) } throws: { error in
            guard let refusal = error as? Refusal else { return false }
            return refusal.status == 400 && refusal.reason.contains("?format=json") && refusal.reason.contains("?format=svg")
        }
    }

    @Test("an unknown format is 400")
    func unknown() {
        #expect(throws: Refusal.self) { try Representation.negotiate(format: "xml", accept: AcceptHeader(nil)) }
    }

    @Test("qualities out of range are clamped, and ranges past the bound ignored")
    func hostileQualities() {
        let header = AcceptHeader("text/html;q=7, text/plain;q=-1")
        #expect(header.explicitQuality(of: "text/html") == 1)
        #expect(header.quality(of: "text/plain") == 0)
        #expect(AcceptHeader(Array(repeating: "a/b", count: 1000).joined(separator: ",")).ranges.count == AcceptHeader.maximumRanges)
    }
}
