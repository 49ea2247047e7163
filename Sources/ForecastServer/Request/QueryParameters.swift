/// A request's query: named parameters (`format=json`) and bare words (`?m`, `?0T`, `?color`), decoded.
struct QueryParameters: Sendable, Hashable {
    /// Each named parameter's value, the last one given winning.
    let values: [String: String]
    /// The words given without a value, in order.
    let words: [String]

    /// The most parameters read; a query with more is refused.
    static let maximumCount = 32

    /// Reads `query` (without the `?`).
    /// - Throws: ``Refusal`` (400) for a query that is not UTF-8 once decoded, or that has too many parameters.
    init(_ query: Substring) throws(Refusal) {
        var values: [String: String] = [:], words: [String] = []
        let items = query.split(separator: "&", omittingEmptySubsequences: true)
        guard items.count <= Self.maximumCount else { throw .badRequest("the query has more than \(Self.maximumCount) parameters") }
        for item in items {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = PercentDecoding.decode(parts[0], plusIsSpace: true) else { throw .badRequest("the query is not UTF-8 text") }
            guard parts.count == 2 else {
                words.append(name)
                continue
            }
            guard let value = PercentDecoding.decode(parts[1], plusIsSpace: name != "format") else { throw .badRequest("the query is not UTF-8 text") }
            values[name] = value
        }
        self.values = values
        self.words = words
    }

    /// The value of `name`, when given.
    subscript(name: String) -> String? { values[name] }

    /// Whether `name` is given, with a value or as a bare word.
    func has(_ name: String) -> Bool { values[name] != nil || words.contains(name) }
}
