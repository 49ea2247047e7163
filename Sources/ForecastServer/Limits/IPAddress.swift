import Glibc

/// An IPv4 or IPv6 address, read strictly (inet_pton), an IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`, what a
/// dual-stack listener sees) read as the IPv4 address it is.
struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address's bytes: 4 for IPv4, 16 for IPv6.
    let bytes: [UInt8]

    /// The address `text` writes, or `nil` when it writes none.
    init?(_ text: String) {
        guard text.utf8.count <= 45 else { return nil }
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            bytes = withUnsafeBytes(of: v4) { Array($0) }
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            let all = withUnsafeBytes(of: v6) { Array($0) }
            bytes = all.prefix(12) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] ? Array(all.suffix(4)) : all
        } else {
            return nil
        }
    }

    /// Whether it is this machine's: 127.0.0.0/8 or ::1.
    var isLoopback: Bool { bytes.count == 4 ? bytes[0] == 127 : bytes == Array(repeating: 0, count: 15) + [1] }

    /// What one client is counted as by the rate limit: an IPv4 address itself; an IPv6 address's /64, the network one
    /// household or machine is given.
    var client: String {
        bytes.count == 4 ? description : IPAddress(bytes: Array(bytes.prefix(8)) + Array(repeating: 0, count: 8)).description + "/64"
    }

    /// The address in its usual form ("127.0.0.1", "2001:db8::1").
    var description: String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written = bytes.withUnsafeBytes { raw in inet_ntop(bytes.count == 4 ? AF_INET : AF_INET6, raw.baseAddress, &buffer, socklen_t(buffer.count)) }
        guard written != nil else { return "?" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
