import Testing

@testable import ForecastServer

@Suite("Where the server listens")
struct ListenAddressTests {
    @Test("HOST:PORT, an IPv6 host in brackets")
    func parses() throws {
        #expect(try ListenAddress("127.0.0.1:9000") == ListenAddress(host: "127.0.0.1", port: 9000))
        #expect(try ListenAddress("[::1]:8080") == ListenAddress(host: "::1", port: 8080))
        #expect(try ListenAddress("[::1]:8080").description == "[::1]:8080")
    }

    @Test("what is not HOST:PORT is refused", arguments: ["nonsense", "127.0.0.1", ":8080", "127.0.0.1:99999", "a b:80", "host:-1"])
    func refused(text: String) {
        #expect(throws: Refusal.self) { try ListenAddress(text) }
    }

    @Test("only loopback addresses keep the service on this machine")
    func loopback() throws {
        #expect(try ListenAddress("127.0.0.1:8080").isLoopback && ListenAddress("localhost:80").isLoopback)
        #expect(try !ListenAddress("0.0.0.0:8080").isLoopback)
    }
}
