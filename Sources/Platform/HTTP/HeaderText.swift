extension StringProtocol {
    /// The text without HTTP's optional white space (spaces and tabs) or line endings at either end, as header
    /// names and values are read (RFC 9110, section 5.6.3).
    var trimmedForHTTP: String {
        let isPadding: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isPadding($0) }), let last = lastIndex(where: { !isPadding($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
