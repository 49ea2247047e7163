/// Sends HTTP requests: the seam between repositories and the transport.
protocol HTTPClient: Sendable {
    /// Sends `request` and waits for the whole response, without blocking the caller's thread.
    /// - Throws: ``TransportError`` when no complete response arrives; `CancellationError` when the task
    ///   is cancelled, which also aborts the transfer.
    func response(to request: HTTPRequest) async throws -> HTTPResponse

    /// Drops whatever the client keeps of `request`'s answer: it could not be read, so it must not be served again.
    func forget(_ request: HTTPRequest) async
}

extension HTTPClient {
    /// Clients that keep nothing have nothing to forget.
    func forget(_ request: HTTPRequest) async {}
}
