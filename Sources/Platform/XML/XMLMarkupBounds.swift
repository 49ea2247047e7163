/// The markup from a document's root element to its end, checked on its bytes before libxml2 reads any of them, for
/// what libxml2 2.9's text reader cannot bear: it parses in 512-byte pushes, and for each push looks again through the
/// whole of an unfinished comment, processing instruction, CDATA section or tag holding a `>`, and compares every
/// attribute of a start tag with every other. Time grows with the square of their size: one 8 MB attribute value
/// full of `>` takes a minute, 100,000 attributes half a minute (measured with Debian 12's 2.9.14; later releases of
/// libxml2 fixed both).
///
/// Text between the markup is not limited: libxml2 reads it in linear time, and the longest recorded polygon is
/// hundreds of kilobytes.
enum XMLMarkupBounds {
    /// Checks every comment, processing instruction, CDATA section and tag from `start` on.
    /// - Throws: ``XMLReadError/markupTooLong`` for one longer than ``XMLDocumentReader/maximumMarkupBytes``;
    ///   ``XMLReadError/tooManyAttributes`` for a start tag with more than ``XMLDocumentReader/maximumAttributes``.
    ///   Whatever else is wrong is libxml2's to say: a construct the document ends inside is left to it (it is no
    ///   longer than the limit).
    static func check(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(XMLReadError) {
        var cursor = XMLByteCursor(bytes: bytes)
        cursor.position = start
        while true {
            cursor.skipText()
            guard cursor.byte() != nil else { return }
            let ended: Bool
            if cursor.byte(1) == UInt8(ascii: "!"), cursor.starts(with: "<!--") {
                ended = try cursor.skipConstruct(endingWith: "-->", from: 4)
            } else if cursor.byte(1) == UInt8(ascii: "!"), cursor.starts(with: "<![CDATA[") {
                ended = try cursor.skipConstruct(endingWith: "]]>", from: 9)
            } else if cursor.byte(1) == UInt8(ascii: "?") {
                ended = try cursor.skipConstruct(endingWith: "?>", from: 2)
            } else if let attributes = try cursor.skipTag() {
                guard attributes <= XMLDocumentReader.maximumAttributes else { throw .tooManyAttributes }
                ended = true
            } else {
                ended = false
            }
            guard ended else { return }
        }
    }
}
