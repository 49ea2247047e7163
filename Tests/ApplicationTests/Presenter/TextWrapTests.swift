@testable import Application
import Testing

@Suite("TextWrap: a service's text rewrapped, its paragraphs kept")
struct TextWrapTests {
    @Test("the NWS's bullets stay paragraphs of their own, with or without a blank line between them")
    func bullets() {
        let text = "* WHAT...Southwest winds 20 to 30 mph.\n* WHERE...Portions of central\nKentucky.\n\n* WHEN...Until 6 PM."
        #expect(TextWrap.lines(text, width: 60) == [
            "* WHAT...Southwest winds 20 to 30 mph.", "", "* WHERE...Portions of central Kentucky.", "", "* WHEN...Until 6 PM.",
        ])
    }

    @Test("a bullet's lines after its first are indented under its text")
    func hanging() {
        #expect(TextWrap.lines("* IMPACTS...Gusty winds could blow around unsecured objects.", width: 30) == [
            "* IMPACTS...Gusty winds could", "  blow around unsecured", "  objects.",
        ])
    }

    @Test("lines a service broke inside a paragraph are joined and broken again at the width")
    func rewrapped() {
        #expect(TextWrap.lines("one two\nthree four five six seven", width: 20) == ["one two three four", "five six seven"])
    }
}
