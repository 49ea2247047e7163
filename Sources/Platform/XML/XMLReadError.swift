/// Why ``XMLDocumentReader`` read no element tree from a document.
package enum XMLReadError: Error, Equatable, CustomStringConvertible {
    /// The document is larger than ``XMLDocumentReader/maximumBytes``; it was not parsed.
    case tooLarge(bytes: Int)
    /// The document declares a document type (`<!DOCTYPE …>`): refused whole, with or without entities.
    case doctypeRefused
    /// Elements nest deeper than ``XMLDocumentReader/maximumDepth``.
    case tooDeep
    /// The document has more elements than ``XMLDocumentReader/maximumElements``.
    case tooManyElements
    /// A comment, processing instruction, CDATA section or tag is longer than ``XMLDocumentReader/maximumMarkupBytes``.
    case markupTooLong
    /// A start tag has more attributes than ``XMLDocumentReader/maximumAttributes``.
    case tooManyAttributes
    /// The document declares an encoding in which the markup before its root element could not be checked byte by
    /// byte (anything but UTF-8, US-ASCII, ISO 8859 and windows-125x); the name as declared.
    case unsupportedEncoding(String)
    /// The document is not well-formed XML, or not valid UTF-8: libxml2's first error (or the prolog check's), on one
    /// printable line.
    case malformed(String)
    /// The document holds no element at all.
    case noRootElement
    /// libxml2 could not be loaded: each file name tried, with the dynamic loader's reason.
    case libraryMissing(String)

    /// What went wrong, in one English line.
    package var description: String {
        switch self {
        case .tooLarge(let bytes):
            "the document is \(bytes) bytes long, more than the \(XMLDocumentReader.maximumBytes) bytes read"
        case .doctypeRefused: "the document declares a DOCTYPE, which is refused"
        case .tooDeep: "the document nests elements more than \(XMLDocumentReader.maximumDepth) deep, which is refused"
        case .tooManyElements: "the document has more than \(XMLDocumentReader.maximumElements) elements, which is refused"
        case .markupTooLong:
            "the document has a comment, processing instruction, CDATA section or tag longer than \(XMLDocumentReader.maximumMarkupBytes) bytes, which is refused"
        case .tooManyAttributes:
            "the document has an element with more than \(XMLDocumentReader.maximumAttributes) attributes, which is refused"
        case .unsupportedEncoding(let name):
            "the document declares the encoding \"\(name)\", which is refused (UTF-8, US-ASCII, ISO 8859 and windows-125x are read)"
        case .malformed(let problem): "the document is not well-formed XML: \(problem)"
        case .noRootElement: "the document has no root element"
        case .libraryMissing(let reason):
            "libxml2 could not be loaded (\(reason)); install it (Debian and Ubuntu: the libxml2 package)"
        }
    }
}
