import Foundation
import Glibc
import Logging

/// Reads a descriptor to its end, blocking its own thread, and hands on each line that is not blank. A line past
/// ``StandardStreamsTransport/maximumMessageBytes`` is dropped whole, and answered with a JSON-RPC error of no id.
struct LineReader: Sendable {
    let descriptor: Int32
    let pending: PendingRequests
    let writer: MessageWriter
    let logger: Logger

    /// The answer to a dropped line: its id cannot be read, so it has none.
    static let tooLong = Data(
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message longer than 1048576 bytes was dropped"}}"#.utf8
    )

    func run() {
        var line = Data(), dropping = false
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var chunk = buffer[..<count][...]
            while !chunk.isEmpty {
                let newline = chunk.firstIndex(of: UInt8(ascii: "\n"))
                let piece = chunk[..<(newline ?? chunk.endIndex)]
                if !dropping {
                    line.append(contentsOf: piece)
                    if line.count > StandardStreamsTransport.maximumMessageBytes {
                        drop()
                        line.removeAll()
                        dropping = true
                    }
                }
                guard let newline else { break }
                if !dropping, line.contains(where: { !Self.blank($0) }) { pending.received(line) }
                line.removeAll(keepingCapacity: true)
                dropping = false
                chunk = chunk[(newline + 1)...]
            }
        }
        pending.inputEnded(drainSeconds: StandardStreamsTransport.drainSeconds)
    }

    /// Tells standard error and the client that a line was dropped.
    private func drop() {
        logger.warning("dropped a message longer than \(StandardStreamsTransport.maximumMessageBytes) bytes")
        let writer = writer
        Task { _ = await writer.write(Self.tooLong) }
    }

    /// Whether `byte` is white space between JSON-RPC messages.
    private static func blank(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0D].contains(byte) }
}
