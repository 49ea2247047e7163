import Hummingbird
import NIOCore

/// A request's context: Hummingbird's, the address of the peer that sent it, and its connection.
struct ServeContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's IP address ("127.0.0.1", "::1"), when the connection has one.
    let peer: String?
    /// The connection, to stop reading from when a request is refused before its body is read.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        peer = source.channel.remoteAddress?.ipAddress
        channel = source.channel
    }

    /// Reads nothing more from the connection: the answer already given is sent, then the connection closed, however
    /// slowly a refused body keeps coming.
    func stopReading() {
        channel.close(mode: .input, promise: nil)
    }
}
