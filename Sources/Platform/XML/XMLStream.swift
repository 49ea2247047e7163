internal import CXML

/// libxml2's streaming reader over one document in memory, through the CXML shim (which fixes the parser's
/// options): the document's elements, text and ends in order, without comments or processing instructions.
///
/// The bytes are not copied: they must outlive the stream. Reading is synchronous work on the caller's thread.
struct XMLStream: ~Copyable {
    private let reader: OpaquePointer

    /// A stream over `bytes`, loading libxml2 first if no stream has yet.
    /// - Throws: ``XMLReadError/libraryMissing(_:)`` when libxml2 cannot be loaded; ``XMLReadError/malformed(_:)``
    ///   when libxml2 cannot make a reader.
    init(bytes: UnsafeRawBufferPointer) throws(XMLReadError) {
        guard cxml_load() == CXML_LOADED else { throw .libraryMissing(String(cString: cxml_load_failure())) }
        guard let reader = cxml_reader_open(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count)) else {
            throw .malformed("libxml2 could not make a reader (out of memory)")
        }
        self.reader = reader
    }

    deinit {
        cxml_reader_close(reader)
    }

    /// The next event, or `nil` at the end of the document.
    /// - Throws: ``XMLReadError/doctypeRefused`` at a document type declaration; ``XMLReadError/malformed(_:)`` with
    ///   libxml2's first error when the document is not well-formed.
    func next() throws(XMLReadError) -> XMLStreamEvent? {
        while true {
            switch cxml_reader_read(reader) {
            case 1: break
            case 0: return nil
            default: throw failure
            }
            switch cxml_reader_node_type(reader) {
            case CXML_NODE_ELEMENT:
                // libxml2 gives no name only when it runs out of memory.
                guard let name = cxml_reader_local_name(reader) else { throw .malformed("an element without a name") }
                return .start(name: String(cString: name),
                              namespace: cxml_reader_namespace_uri(reader).map { String(cString: $0) },
                              isEmpty: cxml_reader_is_empty_element(reader) == 1)
            case CXML_NODE_END_ELEMENT:
                return .end
            case CXML_NODE_TEXT, CXML_NODE_CDATA, CXML_NODE_WHITESPACE, CXML_NODE_SIGNIFICANT_WHITESPACE:
                return .text(cxml_reader_value(reader).map { String(cString: $0) } ?? "")
            case CXML_NODE_DOCUMENT_TYPE:
                throw .doctypeRefused
            default:
                continue
            }
        }
    }

    /// The error a failed read ends in: libxml2's first error, made one printable line.
    private var failure: XMLReadError {
        guard let message = cxml_reader_error(reader) else { return .malformed("libxml2 stopped without saying why") }
        return .malformed(libraryMessage: String(cString: message), line: Int(cxml_reader_error_line(reader)))
    }
}
