import FoundationEssentials

extension JSONField {
    /// The document `bytes` hold, such as a response body.
    /// - Throws: ``JSONShapeError/notJSON`` when it is not JSON.
    static func document(in bytes: some ContiguousBytes) throws(JSONShapeError) -> JSONField {
        let parsed = bytes.withUnsafeBytes { buffer in Result { () throws(JSONShapeError) in try JSONParser.parse(buffer) } }
        return JSONField(document: try parsed.get())
    }
}
