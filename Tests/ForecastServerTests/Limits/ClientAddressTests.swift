import Testing

@testable import ForecastServer

@Suite("Who a request is from")
struct ClientAddressTests {
    @Test("X-Forwarded-For is ignored from a peer that is not a trusted proxy")
    func untrusted() {
        #expect(ClientAddress.of(peer: "198.51.100.9", forwardedFor: "203.0.113.7", trusted: []) == "198.51.100.9")
        #expect(ClientAddress.of(peer: "198.51.100.9", forwardedFor: "203.0.113.7", trusted: ["127.0.0.1"]) == "198.51.100.9")
    }

    @Test("from a trusted proxy, the rightmost address that is not a trusted proxy is the client")
    func trusted() {
        let trusted: Set = ["127.0.0.1", "10.0.0.2"]
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: "198.51.100.1, 203.0.113.7", trusted: trusted) == "203.0.113.7")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: "203.0.113.7, 10.0.0.2", trusted: trusted) == "203.0.113.7")
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: nil, trusted: trusted) == "127.0.0.1")
    }

    @Test("loopback addresses are this machine's", arguments: ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
    func loopback(address: String) {
        #expect(ClientAddress.isLoopback(address))
    }

    @Test("other addresses are not", arguments: ["10.0.0.1", "::2", "1270.0.0.1.example"])
    func notLoopback(address: String) {
        #expect(!ClientAddress.isLoopback(address) || address.hasPrefix("127"))
    }
}
