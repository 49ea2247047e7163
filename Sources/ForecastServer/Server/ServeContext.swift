import Hummingbird
import NIOCore

/// A request's context: Hummingbird's, and the address of the peer that sent it.
struct ServeContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The peer's IP address ("127.0.0.1", "::1"), when the connection has one.
    let peer: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        peer = source.channel.remoteAddress?.ipAddress
    }
}
