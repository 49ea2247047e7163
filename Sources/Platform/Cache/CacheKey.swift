/// The file name an answer is stored under: 32 hexadecimal digits hashed from the request's method, URL and form, so
/// that no name shows a place, a query or an API key.
enum CacheKey {
    /// The key for `request`.
    static func of(_ request: HTTPRequest) -> String {
        let form = request.method.formBody.map { " " + $0 } ?? ""
        let text = Array("\(request.method.name) \(request.url)\(form)".utf8)
        return hex(fnv1a(text, basis: 0xcbf2_9ce4_8422_2325)) + hex(fnv1a(text, basis: 0x6c62_272e_07bb_0142))
    }

    /// FNV-1a, 64 bits, from `basis`.
    private static func fnv1a(_ bytes: [UInt8], basis: UInt64) -> UInt64 {
        bytes.reduce(basis) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
