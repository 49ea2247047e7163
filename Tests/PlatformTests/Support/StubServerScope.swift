import Foundation
@testable import Platform
import StubServer

/// A stub server started for one test, stopped when the test's body returns; its recorded answers unless `answers`
/// says otherwise, each `latency` late (a new connection's first three times as late).
@discardableResult
func withStubServer<T>(
    answers: StubAnswers = .recorded, latency: Duration = .zero, _ body: (WeatherStubServer) async throws -> T
) async throws -> T {
    let stub = try WeatherStubServer(answers: answers, latency: latency)
    try stub.start()
    defer { stub.stop() }
    return try await body(stub)
}

/// A loopback port nothing listens on: a server's port, just after the server stopped.
func unusedLoopbackPort() throws -> UInt16 {
    let stub = try WeatherStubServer()
    let port = try stub.start()
    stub.stop()
    return port
}

extension CurlHTTPClient {
    /// A client with test-sized limits.
    static func forTests(timeout: Duration = .seconds(10), maximumResponseBytes: Int = 10 * 1024 * 1024) -> CurlHTTPClient {
        CurlHTTPClient(configuration: HTTPClientConfiguration(
            connectTimeout: timeout, requestTimeout: timeout, userAgent: "forecast-tests/1",
            maximumResponseBytes: maximumResponseBytes
        ))
    }
}
