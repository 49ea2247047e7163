import FoundationEssentials
internal import Domain

/// Reads a CAP 1.2 document from XML (libxml2's streaming reader, through ``XMLDocumentReader``: no DOCTYPE, no
/// network, at most 8 MB) into a ``CAPAlertDocument``. Unknown elements are skipped; a document that is not a CAP
/// `alert`, or lacks its identifier, is refused.
enum CAPDocumentReader {
    /// The namespace of CAP 1.2.
    static let namespace = "urn:oasis:names:tc:emergency:cap:1.2"

    /// The document in `body`.
    /// - Throws: ``CAPDocumentProblem`` saying what is wrong with it.
    static func document(in body: Data) throws(CAPDocumentProblem) -> CAPAlertDocument {
        let root: XMLElement
        do {
            root = try XMLDocumentReader.root(of: body)
        } catch {
            throw CAPDocumentProblem(description: "was refused: \(error.description)")
        }
        guard root.name == "alert", root.namespace == nil || root.namespace == namespace else {
            throw CAPDocumentProblem(description: "is not a CAP 1.2 alert")
        }
        guard let identifier = root.text(of: "identifier") else {
            throw CAPDocumentProblem(description: "has no identifier")
        }
        return CAPAlertDocument(
            identifier: identifier,
            sender: root.text(of: "sender") ?? "",
            sent: root.text(of: "sent").flatMap(Instant.init(iso8601:)),
            status: root.text(of: "status")?.lowercased() ?? "actual",
            messageType: root.text(of: "msgType")?.lowercased() ?? "alert",
            scope: root.text(of: "scope")?.lowercased() ?? "public",
            references: references(in: root.text(of: "references")),
            infos: root.all("info").map(info)
        )
    }

    /// The identifiers of a `references` list: "sender,identifier,sent" triples separated by white space.
    static func references(in text: String?) -> [String] {
        (text ?? "").split(whereSeparator: \.isWhitespace).compactMap { triple in
            let parts = triple.split(separator: ",", omittingEmptySubsequences: false)
            return parts.count >= 2 && !parts[1].isEmpty ? String(parts[1]) : nil
        }
    }

    /// One `info` block.
    private static func info(_ element: XMLElement) -> CAPAlertDocument.Info {
        CAPAlertDocument.Info(
            language: element.text(of: "language").flatMap(languageTag) ?? "en-US",
            categories: element.all("category").compactMap { $0.trimmedText },
            event: element.text(of: "event") ?? "",
            responseTypes: element.all("responseType").compactMap { $0.trimmedText },
            urgency: element.text(of: "urgency"),
            severity: element.text(of: "severity"),
            certainty: element.text(of: "certainty"),
            effective: element.text(of: "effective").flatMap(Instant.init(iso8601:)),
            onset: element.text(of: "onset").flatMap(Instant.init(iso8601:)),
            expires: element.text(of: "expires").flatMap(Instant.init(iso8601:)),
            senderName: element.text(of: "senderName"),
            headline: element.text(of: "headline"),
            description: element.text(of: "description"),
            instruction: element.text(of: "instruction"),
            web: element.text(of: "web"),
            parameters: pairs(element.all("parameter")),
            areas: element.all("area").map(area)
        )
    }

    /// One `area`: its name, shapes and region codes; a shape that cannot be read (an empty `<polygon/>`) is none.
    private static func area(_ element: XMLElement) -> AlertArea {
        AlertArea(
            name: element.text(of: "areaDesc") ?? "",
            polygons: element.all("polygon").compactMap { $0.trimmedText.flatMap(CAPShapes.polygon) },
            circles: element.all("circle").compactMap { $0.trimmedText.flatMap(CAPShapes.circle) },
            regionCodes: pairs(element.all("geocode")).map { AlertRegionCode(scheme: $0.name, value: $0.value) }
        )
    }

    /// `text` when it can be a language tag (letters, digits and hyphens, at most 35: RFC 5646's longest); `nil`
    /// otherwise, read as the standard's default.
    static func languageTag(_ text: String) -> String? {
        let isTag = (1...35).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x5F
        }
        return isTag ? text : nil
    }

    /// `valueName`/`value` pairs; one missing either is left out.
    private static func pairs(_ elements: [XMLElement]) -> [CAPAlertDocument.Parameter] {
        elements.compactMap { element in
            guard let name = element.text(of: "valueName"), let value = element.text(of: "value") else { return nil }
            return CAPAlertDocument.Parameter(name: name, value: value)
        }
    }
}

/// What is wrong with a CAP document, as the end of a sentence about it: "was refused: the document declares a
/// DOCTYPE, which is refused".
struct CAPDocumentProblem: Error, Equatable, CustomStringConvertible {
    /// What is wrong, as the end of a sentence about the document.
    let description: String
}
