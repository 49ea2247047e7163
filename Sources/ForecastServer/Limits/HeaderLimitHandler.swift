import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import HTTPTypes

/// Answers a request whose header lines are too large for the decoder's limits with `431 Request Header Fields Too
/// Large` and closes the connection, instead of the framework's bare 400; any other unreadable request gets `400`.
final class HeaderLimitHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        let tooLarge = parserError == .headerOverflow
        let body = tooLarge ? "the request's headers are larger than this server takes\n" : "the request could not be read as HTTP/1.1\n"
        let buffer = context.channel.allocator.buffer(string: body)
        var fields = HTTPFields()
        fields[.contentType] = "text/plain; charset=utf-8"
        fields[.contentLength] = String(buffer.readableBytes)
        fields[.connection] = "close"
        fields[.cacheControl] = "no-store"
        fields[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        let head = HTTPResponse(status: tooLarge ? .requestHeaderFieldsTooLarge : .badRequest, headerFields: fields)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(buffer)), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
