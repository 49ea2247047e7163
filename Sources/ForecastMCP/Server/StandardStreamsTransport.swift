import Dispatch
import Foundation
import Glibc
import Logging
import MCP

/// The Model Context Protocol over two file descriptors (standard input and output), one JSON-RPC message a line.
/// Reading blocks a thread of its own and writing a queue of its own, never the cooperative pool, and neither polls
/// (the SDK's own stdio transport wakes every 10 ms while idle, and makes the descriptors it shares with its parent
/// non-blocking). When the input ends, the requests already read are still answered before the messages end (a
/// script may write its requests and close its end at once), for at most the drain given. A line longer than
/// ``maximumMessageBytes`` is dropped whole and answered with an error: a client cannot make the server hold an
/// endless line. When an answer cannot be written (the client is gone), the messages end and ``writeFailed`` says so.
actor StandardStreamsTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let writer: MessageWriter
    private let messages: AsyncThrowingStream<Data, any Error>
    private let pending: PendingRequests
    private let drain: Duration
    private var connected = false
    /// Whether an answer could not be written: the client closed its end of the output.
    private(set) var writeFailed = false

    /// The longest message read, in bytes.
    static let maximumMessageBytes = 1 << 20

    /// A transport reading `input` and writing `output`, telling `logger` (standard error) what it drops; the requests
    /// read before the input ends may take `drain` to be answered.
    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, logger: Logger, drain: Duration = .seconds(70)) {
        self.input = input
        self.logger = logger
        self.drain = drain
        writer = MessageWriter(descriptor: output)
        let (messages, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
        self.messages = messages
        pending = PendingRequests(continuation: continuation, writer: writer)
    }

    func connect() async throws {
        guard !connected else { return }
        connected = true
        let reader = LineReader(descriptor: input, pending: pending, writer: writer, logger: logger, drain: drain)
        let thread = Thread { reader.run() }
        thread.name = "forecast-mcp input"
        thread.start()
    }

    func disconnect() async {
        connected = false
        pending.finish()
    }

    func send(_ data: Data) async throws {
        guard !writeFailed else { throw MCPError.connectionClosed }
        guard await writer.write(data) else {
            writeFailed = true
            logger.error("the client closed its end of standard output; stopping")
            pending.finish()
            throw MCPError.connectionClosed
        }
        pending.answered(data)
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, any Error> { messages }
}

/// Writes whole lines to a descriptor on a queue of its own, blocking there rather than on the cooperative pool.
struct MessageWriter: Sendable {
    /// The descriptor written: standard output.
    let descriptor: Int32
    private let queue = DispatchQueue(label: "forecast-mcp output")

    /// A writer of `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes `message` and a newline; `false` when the reader is gone.
    func write(_ message: Data) async -> Bool {
        var line = message
        line.append(UInt8(ascii: "\n"))
        let whole = line, descriptor = descriptor
        return await withCheckedContinuation { done in
            queue.async { done.resume(returning: Self.writeAll(whole, to: descriptor)) }
        }
    }

    /// Writes all of `data` to `descriptor`, through interruptions; `false` when it cannot.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
    }
}
