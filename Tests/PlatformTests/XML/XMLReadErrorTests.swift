@testable import Platform
import Testing

@Suite("What an XML read error says")
struct XMLReadErrorTests {
    @Test("each error is one English line", arguments: [
        (XMLReadError.tooLarge(bytes: 52_428_800), "the document is 52428800 bytes long, more than the 8388608 bytes read"),
        (.doctypeRefused, "the document declares a DOCTYPE, which is refused"),
        (.tooDeep, "the document nests elements more than 32 deep, which is refused"),
        (.tooManyElements, "the document has more than 100000 elements, which is refused"),
        (.markupTooLong, "the document has a comment, processing instruction, CDATA section or tag longer than 65536 bytes, which is refused"),
        (.tooManyAttributes, "the document has an element with more than 32 attributes, which is refused"),
        (.unsupportedEncoding("UTF-7"), "the document declares the encoding \"UTF-7\", which is refused (UTF-8, US-ASCII, ISO 8859 and windows-125x are read)"),
        (.malformed("line 3: Premature end of data"), "the document is not well-formed XML: line 3: Premature end of data"),
        (.noRootElement, "the document has no root element"),
        (.libraryMissing("libxml2.so.2: cannot open shared object file"), "libxml2 could not be loaded (libxml2.so.2: cannot open shared object file); install it (Debian and Ubuntu: the libxml2 package)"),
    ])
    func descriptions(error: XMLReadError, expected: String) {
        #expect(error.description == expected)
    }

    @Test("libxml2's message becomes one printable line, after its line number")
    func libraryMessage() {
        #expect(XMLReadError.malformed(libraryMessage: "Input is not proper UTF-8, indicate encoding !\nBytes: 0xFF 0xFE\n", line: 1)
            == .malformed("line 1: Input is not proper UTF-8, indicate encoding ! Bytes: 0xFF 0xFE"))
        #expect(XMLReadError.malformed(libraryMessage: "tag \u{1B}[31mred\u{202E}\u{2028}x\t\n", line: 0) == .malformed("tag [31mred x"))
    }

    @Test("a long message is cut to 200 characters, ending in an ellipsis")
    func bounded() {
        guard case .malformed(let problem) = XMLReadError.malformed(libraryMessage: String(repeating: "né ", count: 500), line: 12) else {
            Issue.record("not malformed")
            return
        }
        #expect(problem.count == XMLReadError.maximumProblemLength)
        #expect(problem.hasPrefix("line 12: né né") && problem.hasSuffix("…"))
    }
}
