@testable import Application
import Testing

@Suite("SVG markup: escaped text, plain numbers, round scales")
struct SVGMarkupTests {
    @Test("text from a service is text: markup characters become entities; controls, overrides and XML's forbidden characters go")
    func escaping() throws {
        var markup = SVGMarkup(isolatesRightToLeft: false)
        markup.element("text", ["x": 1], text: "\"><script>alert('x')</script> & \u{1B}[31m\u{202E}red\u{0}\u{FFFE}]]><!--")
        let text = markup.text
        #expect(!text.contains("<script") && text.contains("&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; "))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{202E}" || $0 == "\u{FFFE}" })
        let elements = try #require(PictureXML.parse(text))
        #expect(elements.count == 1 && elements[0].text.hasPrefix("\"><script>alert('x')</script> & "))
    }

    @Test("a right-to-left language's texts are isolated after they are made safe, so no entity is split")
    func isolation() {
        var markup = SVGMarkup(isolatesRightToLeft: true)
        markup.element("text", [:], text: "الأحد <b> & 12°C")
        #expect(markup.text.contains("\u{2068}") && !markup.text.contains("<b>"))
        // Every entity whole: "&" then letters, then ";".
        for entity in markup.text.split(separator: "&").dropFirst() {
            #expect(["lt;", "gt;", "amp;"].contains { entity.hasPrefix($0) }, "\(entity)")
        }
        #expect(IsolateAudit.problems(in: String(markup.text.dropFirst(6).dropLast(7))) == [])
    }

    @Test("numbers: tenths at most, no exponent, no minus zero; what is not finite or absurd stays a plain number", arguments: [
        (12.0, "12"), (12.25, "12.3"), (-3.14, "-3.1"), (-0.01, "0"), (1e300, "1000000000"), (.nan, "0"), (-.infinity, "0"),
    ])
    func numbers(value: Double, written: String) {
        #expect(SVGNumber.written(value) == written)
    }

    @Test("an attribute that is not a finite number is left out")
    func missingNumber() {
        var markup = SVGMarkup(isolatesRightToLeft: false)
        markup.element("rect", ["x": .number(.nan), "y": 2])
        #expect(markup.text == "<rect y=\"2\"/>")
    }

    @Test("a scale covers its values with round ticks; precipitation's starts at 0; too narrow a span is widened")
    func scales() {
        let temperature = PictureScale(covering: [3.2, 11.4], from: 200, to: 100, minimumSpan: 5)
        #expect(temperature.ticks == [0, 5, 10, 15] && temperature.position(0) == 200 && temperature.position(15) == 100)
        let rain = PictureScale(covering: [0.3], from: 300, to: 260, minimumSpan: 2, floor: 0, tickCount: 2)
        #expect(rain.lower == 0 && rain.upper == 2 && rain.ticks == [0, 1, 2])
        #expect(PictureScale(covering: [], from: 0, to: 10, minimumSpan: 5).ticks.count >= 2)
    }

    @Test("values no measurement can have are left out of the scale, and a position stays within it")
    func absurd() {
        let scale = PictureScale(covering: [4, .nan, 1e300, -.infinity, 9], from: 200, to: 100, minimumSpan: 5)
        #expect(scale.lower == 4 && scale.upper == 10)
        #expect(scale.position(1e300) == 100 && scale.position(-1e300) == 200 && scale.position(.nan) == 200)
    }
}
