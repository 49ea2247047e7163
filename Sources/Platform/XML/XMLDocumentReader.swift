package import FoundationEssentials

/// Reads an XML document from an untrusted server into an element tree, streaming it through libxml2 (loaded at run
/// time), with every limit checked before or while it is read, so that a hostile document ends in an error in
/// bounded time and memory.
///
/// - A body over ``maximumBytes`` is refused before libxml2 sees any of it.
/// - A document type declaration is refused, and looked for before parsing (``XMLProlog``) as well as while
///   reading: no DTD is ever parsed, so no entity is ever declared, let alone expanded ("billion laughs", external
///   entities naming `file:///etc/passwd`). libxml2 never reaches the network (`XML_PARSE_NONET`).
/// - A comment, processing instruction, CDATA section or tag longer than ``maximumMarkupBytes``, or a start tag with
///   more than ``maximumAttributes`` attributes, is refused before parsing too (``XMLMarkupBounds``): libxml2 2.9
///   spends time growing with the square of their size on them.
/// - Elements nesting deeper than ``maximumDepth`` are refused, and so are more than ``maximumElements`` elements.
/// - Text is kept as libxml2 gives it: entity and character references replaced, invalid UTF-8 refused, control
///   characters XML forbids (ESC) refused by libxml2; anything XML allows (bidi overrides, C1 controls) is passed
///   through, for whoever shows it to make safe.
///
/// Parsing is synchronous work on the caller's thread, bounded by ``maximumBytes``.
package enum XMLDocumentReader {
    /// The largest document read, in bytes: 8 MiB.
    package static let maximumBytes = 8 * 1024 * 1024
    /// The deepest nesting of elements read: the root is at depth 1.
    package static let maximumDepth = 32
    /// The most elements a document may have (the largest recorded CAP document has 561).
    package static let maximumElements = 100_000
    /// The longest comment, processing instruction, CDATA section or tag read, in bytes, from its `<` to its `>`.
    package static let maximumMarkupBytes = 64 * 1024
    /// The most attributes a start tag may have (CAP's elements have none but namespace declarations).
    package static let maximumAttributes = 32

    /// The root element of the document `body` holds, with everything inside it.
    /// - Throws: ``XMLReadError`` saying why there is none: too large, a DOCTYPE, markup too long, too many
    ///   attributes, too deep, too many elements, an encoding refused, not well-formed, no root element, or libxml2
    ///   missing.
    package static func root(of body: Data) throws(XMLReadError) -> XMLElement {
        guard body.count <= maximumBytes else { throw .tooLarge(bytes: body.count) }
        let tree = body.withUnsafeBytes { bytes in Result { () throws(XMLReadError) in try root(in: bytes) } }
        return try tree.get()
    }

    /// The root element of the document in `bytes`: its markup checked, then streamed into a tree.
    private static func root(in bytes: UnsafeRawBufferPointer) throws(XMLReadError) -> XMLElement {
        try XMLMarkupBounds.check(bytes, from: XMLProlog.rootElementStart(in: bytes))
        let stream = try XMLStream(bytes: bytes)
        var builder = XMLTreeBuilder()
        while let event = try stream.next() { try builder.take(event) }
        guard let root = builder.root else { throw .noRootElement }
        return root
    }
}
