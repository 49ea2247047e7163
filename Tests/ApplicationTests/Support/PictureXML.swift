import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A picture read back as XML, as any SVG reader would: every element with its attributes and text, in document order;
/// `nil` when it is not well-formed.
final class PictureXML: NSObject, XMLParserDelegate {
    /// One element.
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    /// The elements of `svg`, or `nil` with the parser's error when it is not well-formed XML.
    static func parse(_ svg: String) -> [Element]? {
        let reader = PictureXML()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return parser.parse() ? reader.elements : nil
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}

extension Array where Element == PictureXML.Element {
    /// The elements of `name` with `className` among their classes.
    func classed(_ className: String, _ name: String? = nil) -> [PictureXML.Element] {
        filter { element in
            (name == nil || element.name == name) && (element.attributes["class"]?.split(separator: " ").contains { $0 == className } ?? false)
        }
    }
}
