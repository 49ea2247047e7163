import Testing

@testable import ForecastServer

@Suite("Who a request is from")
struct ClientAddressTests {
    func address(_ text: String) throws -> IPAddress { try #require(IPAddress(text)) }

    @Test("X-Forwarded-For is ignored from a peer that is not a trusted proxy")
    func untrusted() throws {
        #expect(ClientAddress.of(peer: "198.51.100.9", forwardedFor: "203.0.113.7", trusted: []) == (try address("198.51.100.9")))
        #expect(ClientAddress.of(peer: "198.51.100.9", forwardedFor: "203.0.113.7", trusted: [try address("127.0.0.1")]) == (try address("198.51.100.9")))
    }

    @Test("from a trusted proxy, the rightmost address that is not a trusted proxy is the client; what is no address is passed over")
    func trusted() throws {
        let trusted: Set = [try address("127.0.0.1"), try address("10.0.0.2")]
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: "198.51.100.1, 203.0.113.7", trusted: trusted) == (try address("203.0.113.7")))
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: "203.0.113.7, 10.0.0.2", trusted: trusted) == (try address("203.0.113.7")))
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: "203.0.113.7, 127.evil, unknown", trusted: trusted) == (try address("203.0.113.7")))
        #expect(ClientAddress.of(peer: "127.0.0.1", forwardedFor: nil, trusted: trusted) == (try address("127.0.0.1")))
    }

    @Test("a dual-stack listener's mapped address is the IPv4 address: the trusted proxy is recognised")
    func mapped() throws {
        let trusted: Set = [try address("127.0.0.1")]
        #expect(ClientAddress.of(peer: "::ffff:127.0.0.1", forwardedFor: "203.0.113.7", trusted: trusted) == (try address("203.0.113.7")))
    }

    @Test("loopback addresses are this machine's", arguments: ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
    func loopback(text: String) throws {
        #expect(try address(text).isLoopback)
    }

    @Test("other addresses are not, and what is no address is none", arguments: ["10.0.0.1", "::2", "2001:db8::1"])
    func notLoopback(text: String) throws {
        #expect(try !address(text).isLoopback)
        #expect(IPAddress("127.evil") == nil && IPAddress("localhost") == nil && IPAddress("10.0.0.0/8") == nil)
    }

    @Test("an IPv6 client is counted by its /64; an IPv4 one by its address")
    func buckets() throws {
        #expect(try address("2001:db8:1:2:aaaa::1").client == "2001:db8:1:2::/64")
        #expect(try address("2001:db8:1:2:bbbb::9").client == (try address("2001:db8:1:2:aaaa::1")).client)
        #expect(try address("203.0.113.7").client == "203.0.113.7")
    }
}
