/// A document `--format json` writes: a stable contract, documented in the README.
protocol JSONDocument: Document {
    /// The value, serialized on one line.
    var json: JSONValue { get }
}

extension FormatOffer where Offering: JSONDocument {
    /// `--format json`: the value on one line, for programs.
    static var json: Self { Self(format: .json) { document, _ in document.json.serialized() + "\n" } }
}
