extension DerivedCAP {
    /// The alert an Update or a Cancel replaces, as its authority sent it before: `msgType` Alert; `identifier`, `sender`
    /// and `sent` those of the first triple in its `references`; no `references`; no `responseType` (the original was
    /// no all-clear). Everything else as in `document`. `nil` when it references nothing.
    static func referencedOriginal(of document: [UInt8]) -> [UInt8]? {
        var text = CAPText(document)
        guard let triple = text.content(of: "references")?.split(whereSeparator: \.isWhitespace).first,
              case let parts = triple.split(separator: ",", omittingEmptySubsequences: false), parts.count == 3 else { return nil }
        text.setContent(of: "msgType", to: "Alert")
        text.setContent(of: "identifier", to: String(parts[1]))
        text.setContent(of: "sender", to: String(parts[0]))
        text.setContent(of: "sent", to: String(parts[2]))
        text.remove("references")
        text.remove("responseType")
        return text.bytes
    }
}
