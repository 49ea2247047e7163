import FoundationEssentials

extension JSONField {
    /// The document a body holds.
    /// - Throws: ``JSONShapeError/notJSON`` when it is not JSON.
    static func document(in body: Data) throws(JSONShapeError) -> JSONField {
        let parsed = body.withUnsafeBytes { bytes in Result { () throws(JSONShapeError) in try JSONParser.parse(bytes) } }
        return JSONField(document: try parsed.get())
    }
}
