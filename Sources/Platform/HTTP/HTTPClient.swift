/// Sends HTTP requests: the seam between repositories and the transport.
protocol HTTPClient: Sendable {
    /// Sends `request` and waits for the whole response, without blocking the caller's thread.
    /// - Throws: ``TransportError`` when no complete response arrives; `CancellationError` when the task
    ///   is cancelled, which also aborts the transfer.
    func response(to request: HTTPRequest) async throws -> HTTPResponse
}
