import TerminalSafety

/// A table as CSV (RFC 4180): a header row, then one row per record; fields with a comma, a quote or a line break
/// quoted (quotes doubled); missing values empty; a list's items joined by `;`; lines ending in CRLF. Text is made
/// terminal-safe first, as in every other output.
struct CSVTable: Sendable {
    /// The column names.
    let header: [String]
    /// The records, each as long as the header.
    let rows: [[JSONValue]]

    /// The CSV text.
    func rendered() -> String {
        ([header.map(Self.field)] + rows.map { $0.map(Self.field) })
            .map { $0.joined(separator: ",") + "\r\n" }.joined()
    }

    private static func field(_ value: JSONValue) -> String {
        switch value {
        case .null, .object: ""
        case .array(let items): field(items.map { field($0) }.joined(separator: ";"))
        case .bool(let flag): flag ? "true" : "false"
        case .number: value.serialized() == "null" ? "" : value.serialized()
        case .string(let text): field(text)
        }
    }

    private static func field(_ text: String) -> String {
        let safe = text.terminalSafe
        guard safe.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return safe }
        return "\"" + safe.replacing("\"", with: "\"\"") + "\""
    }
}
