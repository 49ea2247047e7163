extension DerivedCAP {
    /// A copy of `document` sent as a test: `status` Test, and `identifier` its own with `.test` after it. A client
    /// never shows it.
    static func testCopy(of document: [UInt8]) -> [UInt8] {
        var text = CAPText(document)
        text.setContent(of: "status", to: "Test")
        text.setContent(of: "identifier", to: (text.content(of: "identifier") ?? "") + ".test")
        return text.bytes
    }
}
