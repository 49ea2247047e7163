import Foundation
@testable import Platform
import Testing

@Suite("Hostile XML documents end in a clean error, quickly", .timeLimit(.minutes(1)))
struct XMLHostileDocumentTests {
    /// The error reading `bytes` ends in (`nil` when it reads), and how long reading took.
    func failure(of bytes: Data) -> (error: XMLReadError?, elapsed: Duration) {
        var error: XMLReadError?
        let elapsed = ContinuousClock().measure {
            do throws(XMLReadError) { _ = try XMLDocumentReader.root(of: bytes) } catch let caught { error = caught }
        }
        return (error, elapsed)
    }

    /// The same, for a document as text.
    func failure(of text: String) -> (error: XMLReadError?, elapsed: Duration) {
        failure(of: Data(text.utf8))
    }

    /// Far more than these documents need, even on a loaded machine: each takes milliseconds.
    let quickly = Duration.seconds(2)

    @Test("\"billion laughs\": nested entity definitions are refused with the DOCTYPE, before any is expanded")
    func billionLaughs() {
        let entities = (1...9).map { level in
            "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }.joined(separator: "\n")
        let result = failure(of: """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
             <!ENTITY lol0 "lol">
             \(entities)
            ]>
            <lolz>&lol9;</lolz>
            """)
        #expect(result.error == .doctypeRefused)
        #expect(result.elapsed < quickly)
    }

    @Test("an external entity naming /etc/passwd is refused with its DOCTYPE, and the file's text appears nowhere", arguments: [
        "<?xml version=\"1.0\"?><!DOCTYPE alert [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]><alert>&xxe;</alert>",
        "<!-- a comment first --><?pi hiding?>\n<!DOCTYPE alert SYSTEM \"file:///etc/passwd\"><alert/>",
        "<?xml version=\"1.0\"?><!DOCTYPE alert [<!ENTITY % p SYSTEM \"file:///etc/passwd\"> %p;]><alert/>",
    ])
    func externalEntity(document: String) {
        let result = failure(of: document)
        #expect(result.error == .doctypeRefused)
        #expect(!String(describing: result.error).contains("root:"))
        #expect(result.elapsed < quickly)
    }

    @Test("a DOCTYPE declaring nothing is refused all the same")
    func plainDoctype() {
        #expect(failure(of: "<?xml version=\"1.0\"?>\n<!DOCTYPE alert>\n<alert/>").error == .doctypeRefused)
    }

    @Test("a 50 MB document is refused for its size before any of it is parsed (its DOCTYPE is never seen)")
    func fiftyMegabytes() {
        var body = Data("<!DOCTYPE a><a>".utf8)
        body.append(Data(repeating: UInt8(ascii: "x"), count: 50 * 1024 * 1024 - body.count))
        let result = failure(of: body)
        #expect(result.error == .tooLarge(bytes: 52_428_800))
        #expect(result.elapsed < .milliseconds(100))
    }

    @Test("a document of exactly the largest size is read; one byte more is refused")
    func sizeLimit() throws {
        let padding = XMLDocumentReader.maximumBytes - "<a></a>".utf8.count
        let largest = Data(("<a>" + String(repeating: "x", count: padding) + "</a>").utf8)
        #expect(try XMLDocumentReader.root(of: largest).text.utf8.count == padding)
        var over = largest
        over.append(UInt8(ascii: "\n"))
        #expect(failure(of: over).error == .tooLarge(bytes: XMLDocumentReader.maximumBytes + 1))
    }

    @Test("10,000 nested elements are refused as too deep, at the 33rd", arguments: [10_000, XMLDocumentReader.maximumDepth + 1])
    func tooDeep(depth: Int) {
        let result = failure(of: String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth))
        #expect(result.error == .tooDeep)
        #expect(result.elapsed < quickly)
    }

    @Test("more elements than the limit are refused")
    func tooManyElements() {
        let result = failure(of: "<a>" + String(repeating: "<b/>", count: XMLDocumentReader.maximumElements) + "</a>")
        #expect(result.error == .tooManyElements)
        #expect(result.elapsed < quickly)
    }

    @Test("markup libxml2 2.9 would take minutes over is refused before it parses any")
    func quadraticMarkup() {
        let documents: [(label: String, document: String, expected: XMLReadError)] = [
            ("one 4 MB attribute value full of >", "<a b='" + String(repeating: ">", count: 4 << 20) + "'/>", .markupTooLong),
            ("900,000 attributes", "<a" + (0..<900_000).map { " a\(String($0, radix: 36))=''" }.joined() + "/>", .markupTooLong),
            ("a comment never closed", "<a><!--" + String(repeating: "->", count: 2 << 20), .markupTooLong),
            ("33 attributes", "<a" + (0...32).map { " a\($0)='>'" }.joined() + "/>", .tooManyAttributes),
        ]
        for (label, document, expected) in documents {
            let result = failure(of: document)
            #expect(result.error == expected, "\(label)")
            #expect(result.elapsed < quickly, "\(label)")
        }
    }

    @Test("8 MB of markup as long as allowed, each full of >, is read in bounded time", arguments: [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?p ", "?>")])
    func longestMarkup(opening: String, closing: String) throws {
        let construct = opening + String(repeating: ">", count: XMLDocumentReader.maximumMarkupBytes - opening.utf8.count - closing.utf8.count) + closing
        let count = (XMLDocumentReader.maximumBytes - 7) / construct.utf8.count
        let body = Data(("<a>" + String(repeating: construct, count: count) + "</a>").utf8)
        let clock = ContinuousClock()
        let elapsed = try clock.measure { _ = try XMLDocumentReader.root(of: body) }
        #expect(elapsed < quickly, "read in \(elapsed)")
    }

    @Test("invalid UTF-8 is malformed, in libxml2's words on one line")
    func invalidUTF8() {
        let result = failure(of: Data(Array("<alert><event>Sturm ".utf8) + [0xFF, 0xFE] + Array("</event></alert>".utf8)))
        guard case .malformed(let problem) = result.error else { Issue.record("not malformed: \(String(describing: result.error))"); return }
        #expect(problem.hasPrefix("line 1: Input is not proper UTF-8"))
        #expect(!problem.contains("\n"))
        #expect(result.elapsed < quickly)
    }

    @Test("a recorded document cut short is malformed", arguments: [0.1, 0.5, 0.99])
    func truncated(fraction: Double) throws {
        let whole = try CAPFixture.data("mo-cap_monsoon.xml")
        let result = failure(of: whole.prefix(Int(Double(whole.count) * fraction)))
        guard case .malformed(let problem) = result.error else { Issue.record("not malformed: \(String(describing: result.error))"); return }
        #expect(problem.hasPrefix("line "))
    }

    @Test("an entity reference with no DTD to declare it is malformed, not expanded nor kept")
    func undeclaredEntity() {
        #expect(failure(of: "<a>&xxe;</a>").error == .malformed("line 1: Entity 'xxe' not defined"))
    }

    @Test("bidi overrides and C1 controls in text pass through unchanged: the sanitiser sees them later")
    func hostileTextPassesThrough() throws {
        let hostile = "Sturm\u{202E}gnunraW\u{202C} \u{2066}x\u{2069} \u{9B}31m rot \u{200F}"
        let alert = try XMLDocumentReader.root(of: Data("<alert><headline>\(hostile)</headline></alert>".utf8))
        #expect(alert.first("headline")?.text == hostile)
        #expect(try XMLDocumentReader.root(of: Data("<a>&#x202E;&#x9B;</a>".utf8)).text == "\u{202E}\u{9B}")
    }

    @Test("ESC, which XML 1.0 does not allow, is malformed whether raw or as a reference", arguments: ["<a>\u{1B}[31m</a>", "<a>&#27;[31m</a>"])
    func escapeRefused(document: String) {
        guard case .malformed = failure(of: document).error else { Issue.record("ESC was accepted"); return }
    }

    @Test("a declared encoding that could hide markup from the prolog check is refused (UTF-7 spelling a DOCTYPE)")
    func utf7() {
        let result = failure(of: "<?xml version=\"1.0\" encoding=\"UTF-7\"?><!-- +AC0ALQA+-<!DOCTYPE a><a/> -->")
        #expect(result.error == .unsupportedEncoding("UTF-7"))
    }

    @Test("a document with no element has no root element", arguments: ["", "  \n", "<?xml version=\"1.0\"?>", "<!-- only a comment -->"])
    func noRoot(document: String) {
        #expect(failure(of: document).error == .noRootElement)
    }

    @Test("content after the root element, or a second root, is malformed")
    func trailingContent() {
        #expect(failure(of: "<a/><b/>").error == .malformed("line 1: Extra content at the end of the document"))
    }
}
