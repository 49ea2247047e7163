import Foundation
import Glibc
import Logging

/// Reads a descriptor to its end, blocking its own thread, and hands each line that is not blank to the pending
/// requests (a last line without its newline too). A line past ``StandardStreamsTransport/maximumMessageBytes`` is
/// dropped whole, and answered with a JSON-RPC error of no id.
struct LineReader: Sendable {
    /// The descriptor read: standard input.
    let descriptor: Int32
    /// Where each line goes.
    let pending: PendingRequests
    /// Where a dropped line's answer goes.
    let writer: MessageWriter
    /// Where a dropped line is told of: standard error.
    let logger: Logger
    /// How long the requests read before the input ended may take to be answered.
    let drain: Duration

    /// The answer to a dropped line: its id cannot be read, so it has none.
    static let tooLong = Data(
        #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"a message longer than 1048576 bytes was dropped"}}"#.utf8
    )

    /// Reads until the input ends, then tells the pending requests so.
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
                if !dropping {
                    line.append(contentsOf: chunk[..<(newline ?? chunk.endIndex)])
                    if line.count > StandardStreamsTransport.maximumMessageBytes {
                        drop()
                        line.removeAll()
                        dropping = true
                    }
                }
                guard let newline else { break }
                if !dropping { hand(line) }
                line.removeAll(keepingCapacity: true)
                dropping = false
                chunk = chunk[(newline + 1)...]
            }
        }
        if !dropping { hand(line) }
        pending.inputEnded(drain: drain)
    }

    /// Hands `line` on, unless it is blank.
    private func hand(_ line: Data) {
        if line.contains(where: { !Self.blank($0) }) { pending.received(line) }
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
