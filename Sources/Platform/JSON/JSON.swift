/// A parsed JSON value. Objects keep the last value of a repeated key.
enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The text, if this is a string.
    var text: String? { if case .string(let text) = self { text } else { nil } }
    /// The number, if this is one.
    var number: Double? { if case .number(let number) = self { number } else { nil } }
    /// The Boolean, if this is one.
    var flag: Bool? { if case .bool(let flag) = self { flag } else { nil } }
}

/// Why a body could not be read as the JSON an endpoint sends: where, and what was wrong there.
struct JSONShapeError: Error, Hashable, CustomStringConvertible {
    /// Where in the document, e.g. "results[0].latitude"; empty for the whole document.
    let path: String
    /// What was wrong, e.g. "expected a number".
    let problem: String

    /// The document is not JSON at all.
    static let notJSON = JSONShapeError(path: "", problem: "the answer is not valid JSON")
    /// The document nests arrays and objects deeper than the reader follows.
    static let tooDeep = JSONShapeError(path: "", problem: "the answer nests deeper than \(JSONParser.maximumDepth) levels")
    /// The document holds a number too large for a `Double`, such as `1e400`.
    static let numberOutOfRange = JSONShapeError(path: "", problem: "the answer holds a number too large to represent")

    var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
}
