import FoundationEssentials
internal import Domain

/// An OpenWeatherMap answer's envelope: `cod` (a number in some bodies, text in others) and the place's UTC offset.
enum OpenWeatherMapAnswer {
    /// `cod`, read as a number whether it came as one or as text; `nil` when absent.
    static func code(in document: JSONField) throws(JSONShapeError) -> Int? {
        if case .string(let text)? = document["cod"].value {
            guard let code = Int(text) else { throw JSONShapeError(path: "cod", problem: "expected a status code, found \"\(text)\"") }
            return code
        }
        return try document["cod"].optionalInteger()
    }

    /// A UTC offset in seconds, which must lie within ±18 h; 0 when the answer has none (answers from before 2016
    /// lack it; their daily `dt` sits near local noon, so the UTC date is still the place's).
    static func utcOffset(_ field: JSONField) throws(JSONShapeError) -> Int {
        let offset = try field.optionalInteger() ?? 0
        guard abs(offset) <= 18 * 3600 else {
            throw JSONShapeError(path: field.path, problem: "expected a UTC offset in seconds, within ±18 h")
        }
        return offset
    }

    /// The document, once its `cod` says success.
    /// - Throws: ``ServiceErrorBody`` when `cod` is not 200, with the service's `message`.
    static func document(in body: Data) throws -> JSONField {
        let document = try JSONField.document(in: body)
        if let code = try code(in: document), code != 200 {
            throw ServiceErrorBody(reason: try document["message"].optionalString())
        }
        return document
    }
}
