import Foundation
@testable import Platform
import Testing

@Suite("The markup after the root element's start, bounded before libxml2 reads it")
struct XMLMarkupBoundsTests {
    /// The error checking `text`'s markup from its start ends in, or `nil` when it passes.
    func check(_ text: String) -> XMLReadError? {
        Data(text.utf8).withUnsafeBytes { bytes in
            do throws(XMLReadError) {
                try XMLMarkupBounds.check(bytes, from: 0)
                return nil
            } catch {
                return error
            }
        }
    }

    /// `count` bytes of `filler`, repeated.
    func filler(_ count: Int, _ filler: Character = ">") -> String {
        String(repeating: filler, count: count)
    }

    @Test("comments, processing instructions, CDATA sections and tags up to the limit pass; their text is not counted")
    func withinLimits() {
        let limit = XMLDocumentReader.maximumMarkupBytes
        #expect(check("<a>" + "<!--" + filler(limit - 7) + "-->" + "</a>") == nil)
        #expect(check("<a>" + "<![CDATA[" + filler(limit - 12, "]") + "]]>" + "</a>") == nil)
        #expect(check("<a>" + "<?p " + filler(limit - 6) + "?>" + "</a>") == nil)
        #expect(check("<a b='" + filler(limit - 9) + "'/>") == nil)
        #expect(check("<a>" + filler(4 * limit, "x") + "</a>") == nil)
    }

    @Test("one byte over the limit is refused, whichever construct, ended or not", arguments: [
        ("<!--", ">", "-->"), ("<![CDATA[", ">", "]]>"), ("<?p ", ">", "?>"), ("<b c='", ">", "'/>"), ("</b", " ", ">"),
    ])
    func overLimit(opening: String, content: Character, closing: String) {
        let body = filler(XMLDocumentReader.maximumMarkupBytes - opening.utf8.count - closing.utf8.count + 1, content)
        #expect(check("<a>" + opening + body + closing + "</a>") == .markupTooLong)
        #expect(check("<a>" + opening + body + filler(closing.utf8.count, content)) == .markupTooLong)
    }

    @Test("a `>` inside a quoted attribute value does not end the tag; its `=` are not attributes")
    func quotedValues() {
        let value = filler(XMLDocumentReader.maximumMarkupBytes, "=")
        #expect(check("<a b=\"x>y\" c='\(value)'/>") == .markupTooLong)
        #expect(check("<a b=\"=>'\" c='=\">'/>") == nil)
    }

    @Test("a start tag with the most attributes passes; one more is refused")
    func attributes() {
        let most = (1...XMLDocumentReader.maximumAttributes).map { " a\($0)='>'" }.joined()
        #expect(check("<a\(most)/>") == nil)
        #expect(check("<a\(most) b=''/>") == .tooManyAttributes)
    }

    @Test("a construct the document ends inside, shorter than the limit, is left to libxml2", arguments: [
        "<a><!-- x", "<a><![CDATA[x", "<a><?p", "<a b='>", "<a",
    ])
    func unfinished(document: String) {
        #expect(check(document) == nil)
    }
}
