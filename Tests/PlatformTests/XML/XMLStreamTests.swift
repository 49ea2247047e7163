import Foundation
@testable import Platform
import Testing

@Suite("libxml2's streaming reader, through the CXML shim")
struct XMLStreamTests {
    /// Every event the stream reads from `text`, then the error it ends in, if any.
    func events(_ text: String) -> (events: [XMLStreamEvent], error: XMLReadError?) {
        Data(text.utf8).withUnsafeBytes { bytes in
            var events: [XMLStreamEvent] = []
            do throws(XMLReadError) {
                let stream = try XMLStream(bytes: bytes)
                while let event = try stream.next() { events.append(event) }
                return (events, nil)
            } catch {
                return (events, error)
            }
        }
    }

    @Test("elements, text, CDATA and white space come in order; comments and processing instructions do not")
    func order() {
        let read = events("<a xmlns='urn:a'><b>x&lt;<![CDATA[y]]></b> <!-- c --><?p q?><c/></a>")
        #expect(read.error == nil)
        #expect(read.events == [
            .start(name: "a", namespace: "urn:a", isEmpty: false),
            .start(name: "b", namespace: "urn:a", isEmpty: false), .text("x<"), .text("y"), .end,
            .text(" "), .start(name: "c", namespace: "urn:a", isEmpty: true),
            .end,
        ])
    }

    @Test("a DOCTYPE that reached libxml2 is refused when the reader meets it, before the root element")
    func doctypeSecondLine() {
        let read = events("<!DOCTYPE a [<!ENTITY e 'entity'>]><a>&e;</a>")
        #expect(read.error == .doctypeRefused)
        #expect(read.events.isEmpty)
    }

    @Test("libxml2's first error ends the stream, with its line")
    func firstError() {
        #expect(events("<a>\n<b></c></a>").error == .malformed("line 2: Opening and ending tag mismatch: b line 2 and c"))
    }
}
