import Foundation
@testable import Platform
import Testing

@Suite("The markup before the root element, checked before libxml2 reads any")
struct XMLPrologTests {
    /// The error checking `text`'s prolog ends in, or `nil` when it passes.
    func check(_ text: String) -> XMLReadError? {
        check(Data(text.utf8))
    }

    /// The same, for bytes.
    func check(_ bytes: Data) -> XMLReadError? {
        guard case .failure(let error) = rootElementStart(bytes) else { return nil }
        return error
    }

    /// Where the prolog check finds the root element of `bytes` to begin, or why it refuses them.
    func rootElementStart(_ bytes: Data) -> Result<Int, XMLReadError> {
        bytes.withUnsafeBytes { buffer in Result { () throws(XMLReadError) in try XMLProlog.rootElementStart(in: buffer) } }
    }

    @Test("the root element's start is found after what comes before it")
    func rootStart() {
        #expect(rootElementStart(Data("\u{FEFF}<?xml version='1.0'?>\n<!-- x --><alert/>".utf8)) == .success(35))
        #expect(rootElementStart(Data("<a/>".utf8)) == .success(0))
    }

    @Test("a well-formed start passes: declaration, byte order mark, comments, processing instructions, white space", arguments: [
        "<alert/>",
        "\u{FEFF}<?xml version='1.0' encoding='utf-8'?><alert/>",
        "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<?xml-stylesheet type=\"text/xsl\" href=\"s.xsl\"?>\n<alert/>",
        "<?xml version='1.0'?>\r\n<!-- a <!DOCTYPE in a comment is a comment -->\t<cap:alert xmlns:cap='urn:x'/>",
        "<?xml version = '1.0' encoding = 'ISO-8859-15' ?><alert/>",
        "<?xml version='1.0' encoding='windows-1252'?><alert/>",
        "<?xml version='1.0' encoding='US-ASCII'?><_a/>",
        "<Ärger/>",
    ])
    func passes(document: String) {
        #expect(check(document) == nil)
    }

    @Test("a DOCTYPE is found behind a declaration, comments and processing instructions", arguments: [
        "<!DOCTYPE a><a/>",
        "\u{FEFF}<?xml version='1.0'?><!-- x --><?pi <a/> ?>\n<!-- y -->  <!DOCTYPE a [<!ENTITY e 'e'>]><a>&e;</a>",
    ])
    func doctype(document: String) {
        #expect(check(document) == .doctypeRefused)
    }

    @Test("an encoding in which these bytes could spell other markup is refused by its declared name", arguments: [
        "UTF-7", "UTF-16", "utf-32", "Shift_JIS", "ISO-2022-JP", "EBCDIC-US", "iso-8859-", "windows-125x",
    ])
    func encodingRefused(name: String) {
        #expect(check("<?xml version='1.0' encoding='\(name)'?><a/>") == .unsupportedEncoding(name))
    }

    @Test("anything else before the root element is malformed", arguments: [
        "text<a/>", "<!doctype a><a/>", "<![CDATA[x]]><a/>", "<!-- never closed <a/>", "<?pi never closed <a/>",
        "<?xml version='1.0' encoding=?><a/>", "<?xml version='1.0' encoding='UTF-8><a/>",
        "<?xml version='1.0' encoding='8bit'?><a/>", "< a/>", "<1a/>",
    ])
    func malformed(document: String) {
        guard case .malformed = check(document) else { Issue.record("\(String(describing: check(document)))"); return }
    }

    @Test("UTF-16 and UTF-32, with or without a byte order mark, are not read", arguments: [
        String.Encoding.utf16BigEndian, .utf16LittleEndian, .utf16, .utf32,
    ])
    func wideEncodings(encoding: String.Encoding) throws {
        let bytes = try #require("<?xml version='1.0' encoding='UTF-16'?><!DOCTYPE a><a/>".data(using: encoding))
        guard case .malformed = check(bytes) else { Issue.record("\(String(describing: check(bytes)))"); return }
    }

    @Test("a comment or processing instruction longer than the markup limit is refused", arguments: ["<!--", "<?pi "])
    func longProlog(opening: String) {
        let long = opening + String(repeating: ">", count: XMLDocumentReader.maximumMarkupBytes) + "<a/>"
        #expect(check(long) == .markupTooLong)
    }

    @Test("a document that ends before any element has no root element", arguments: ["", "\u{FEFF}", "<?xml version='1.0'?>\n<!-- -->\n"])
    func noRoot(document: String) {
        #expect(check(document) == .noRootElement)
    }
}
