import Foundation
@testable import Platform
import Testing

@Suite("XML documents read into element trees")
struct XMLDocumentReaderTests {
    let cap = "urn:oasis:names:tc:emergency:cap:1.2"

    /// The root of the document `text`.
    func root(_ text: String) throws -> XMLElement {
        try XMLDocumentReader.root(of: Data(text.utf8))
    }

    @Test("a CAP-like document: local names, namespaces, text with references replaced, CDATA, nesting, empty elements")
    func capLike() throws {
        let alert = try root("""
            <?xml version="1.0" encoding="UTF-8"?>
            <?xml-stylesheet type="text/xsl" href="style.xsl"?>
            <!-- recorded for the tests -->
            <alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">
              <identifier> TEST-1 </identifier>
              <info>
                <event>Sturm &amp; Gewitter &#x26A0;</event>
                <description><![CDATA[Böen bis <b>100 km/h</b>]]> erwartet</description>
                <area>
                  <areaDesc>Kassel</areaDesc>
                  <polygon/>
                  <polygon>51.1,9.2 51.2,9.3 51.1,9.2</polygon>
                  <geocode><valueName>WARNCELLID</valueName><value>106611000</value></geocode>
                </area>
              </info>
              <cap:note xmlns:cap="urn:oasis:names:tc:emergency:cap:1.2">prefixed</cap:note>
              <x:extra xmlns:x="urn:example">other</x:extra>
              <plain xmlns="">none</plain>
            </alert>
            """)
        #expect(alert.name == "alert" && alert.namespace == cap)
        #expect(alert.text(of: "identifier") == "TEST-1")
        #expect(alert.first("identifier")?.text == " TEST-1 ")
        let info = try #require(alert.first("info"))
        #expect(info.namespace == cap)
        #expect(info.text(of: "event") == "Sturm & Gewitter ⚠")
        #expect(info.text(of: "description") == "Böen bis <b>100 km/h</b> erwartet")
        let area = try #require(info.first("area"))
        #expect(area.all("polygon").map(\.text) == ["", "51.1,9.2 51.2,9.3 51.1,9.2"])
        #expect(area.text(of: "polygon") == nil, "the first polygon is empty")
        #expect(area.first("geocode")?.text(of: "value") == "106611000")
        #expect(alert.first("note")?.namespace == cap && alert.text(of: "note") == "prefixed")
        #expect(alert.first("extra")?.namespace == "urn:example")
        #expect(alert.first("plain")?.namespace == nil)
        #expect(alert.children.map(\.name) == ["identifier", "info", "note", "extra", "plain"])
    }

    @Test("the tree is exactly the document's elements, and each text is what lies directly inside, untrimmed")
    func exactTree() throws {
        #expect(try root("<a> x <b>y</b><c/> z\n</a>") == XMLElement(name: "a", text: " x  z\n", children: [
            XMLElement(name: "b", text: "y"),
            XMLElement(name: "c"),
        ]))
        #expect(try root("<a>1<![CDATA[2]]>3<!-- 4 --><?pi 5?>6</a>").text == "1236")
    }

    @Test("text(of:) is nil for a missing child and for one holding only white space")
    func textOf() throws {
        let element = try root("<a><b> \t\r\n</b><c>\n kept inside \n</c></a>")
        #expect(element.text(of: "b") == nil)
        #expect(element.text(of: "missing") == nil)
        #expect(element.text(of: "c") == "kept inside")
        #expect(element.all("missing").isEmpty)
    }

    @Test("a document declared in ISO 8859-1 is read into the same text as in UTF-8")
    func latin1() throws {
        let bytes = Array("<?xml version='1.0' encoding='ISO-8859-1'?><a>Z".utf8) + [0xFC] + Array("rich</a>".utf8)
        #expect(try XMLDocumentReader.root(of: Data(bytes)).text == "Zürich")
    }

    @Test("nesting up to the limit is read; the root is at depth 1")
    func deepestAllowed() throws {
        let depth = XMLDocumentReader.maximumDepth
        var element = try root(String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth))
        var levels = 1
        while let child = element.children.first {
            element = child
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test("every recorded CAP document is read, with its identifier", arguments: try CAPFixture.names())
    func recorded(name: String) throws {
        let alert = try XMLDocumentReader.root(of: CAPFixture.data(name))
        #expect(alert.name == "alert" && alert.namespace == cap)
        #expect(alert.text(of: "identifier") != nil)
        #expect(!alert.all("info").isEmpty)
    }

    @Test("the 1.6 MB NOAA document, mostly polygons, is read whole in well under a second")
    func largestRecorded() throws {
        let body = try CAPFixture.data(CAPFixture.largest)
        let clock = ContinuousClock()
        var alert: XMLElement?
        let elapsed = try clock.measure { alert = try XMLDocumentReader.root(of: body) }
        let polygons = try #require(alert?.first("info")?.first("area")?.all("polygon"))
        #expect(polygons.count > 100)
        #expect(polygons.allSatisfy { $0.text.hasPrefix("5") && $0.text.contains(",-13") })
        #expect(elapsed < .seconds(1), "read in \(elapsed)")
    }
}
