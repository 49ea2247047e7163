import Testing

@testable import ForecastServer

@Suite("Percent-decoding, leniently")
struct PercentDecodingTests {
    @Test("an escape of two hexadecimal digits is a byte; UTF-8 across several escapes is one character")
    func escapes() {
        #expect(PercentDecoding.decode("S%C3%A3o%20Paulo", plusIsSpace: false) == "São Paulo")
    }

    @Test("a % not followed by two hexadecimal digits stays as typed, as wttr.in's formats are sent")
    func loneSigns() {
        #expect(PercentDecoding.decode("%l:+%t+%", plusIsSpace: false) == "%l:+%t+%")
    }

    @Test("+ is a space only where asked")
    func plus() {
        #expect(PercentDecoding.decode("New+York", plusIsSpace: true) == "New York")
        #expect(PercentDecoding.decode("New+York", plusIsSpace: false) == "New+York")
    }

    @Test("bytes that are not UTF-8 and an overlong encoding are refused", arguments: ["%FF", "%C0%AE"])
    func refused(text: String) {
        #expect(PercentDecoding.decode(text[...], plusIsSpace: false) == nil)
    }
}
