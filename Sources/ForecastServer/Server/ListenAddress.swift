/// Where the server listens: a host and a port, `127.0.0.1:8080` unless said (`--listen`, `listen` in `[serve]`).
struct ListenAddress: Sendable, Hashable, CustomStringConvertible {
    /// The host: an IPv4 or IPv6 address, or a name ("localhost").
    let host: String
    /// The port; 0 asks the system for a free one.
    let port: Int

    /// Where the server listens unless told.
    static let standard = ListenAddress(host: "127.0.0.1", port: 8080)

    /// The address `text` writes: `HOST:PORT`, an IPv6 host in brackets (`[::1]:8080`).
    /// - Throws: ``Refusal`` (400) naming what is wrong.
    init(_ text: String) throws(Refusal) {
        let usage = Refusal.badRequest("--listen takes HOST:PORT, e.g. 127.0.0.1:8080 or [::1]:8080, not \(String(text.prefix(60)).debugDescription)")
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65_535).contains(port) else { throw usage }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, host.count <= 253, !host.contains(where: { $0.isWhitespace || $0 == "/" }) else { throw usage }
        self.init(host: host, port: port)
    }

    /// An address.
    init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Whether only this machine can reach it.
    var isLoopback: Bool { host == "localhost" || IPAddress(host)?.isLoopback == true }

    /// `HOST:PORT`, an IPv6 host in brackets.
    var description: String { (host.contains(":") ? "[\(host)]" : host) + ":\(port)" }
}
