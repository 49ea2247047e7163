internal import Domain

/// A service's base URL, as every configuration checks it.
enum BaseURL {
    /// The URL without trailing slashes. It may carry credentials (`https://user:password@host`), which libcurl
    /// sends as Basic authentication and which no message ever shows.
    /// - Throws: `ForecastError.invalidInput(reason:)` when it is not an http or https URL with no query, or holds
    ///   spaces or control characters (a CR or LF could smuggle a header into the request); the reason quotes
    ///   the URL with its credentials replaced by `***`.
    static func validated(_ text: String) throws(ForecastError) -> String {
        var url = text
        while url.hasSuffix("/") { url.removeLast() }
        let lowered = url.lowercased()
        let scheme = ["http://", "https://"].first { lowered.hasPrefix($0) }
        let forbidden: (Unicode.Scalar) -> Bool = { $0.value <= 0x20 || $0.value == 0x7F || $0 == "?" || $0 == "#" }
        guard let scheme, url.count > scheme.count, !url.unicodeScalars.contains(where: forbidden) else {
            throw .invalidInput(reason: "must be an http:// or https:// URL with no query, not \"\(redactingCredentials(in: text))\"")
        }
        return url
    }

    /// `text` with any user name and password in its authority replaced by `***`.
    static func redactingCredentials(in text: String) -> String {
        let afterScheme = text.firstRange(of: "://")?.upperBound ?? text.startIndex
        let authorityEnd = text[afterScheme...].firstIndex(of: "/") ?? text.endIndex
        guard let at = text[afterScheme..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<afterScheme]) + "***" + String(text[at...])
    }
}
