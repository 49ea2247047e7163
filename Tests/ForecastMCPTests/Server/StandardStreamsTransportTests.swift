import Dispatch
import Foundation
import Glibc
import Logging
import Testing
@testable import ForecastMCP

/// The transport over real pipes: what it hands the SDK, what it answers itself, and when its messages end.
@Suite(.timeLimit(.minutes(1)))
struct StandardStreamsTransportTests {
    /// A transport between two pipes, and the test's ends: `input` to write to it, `output` to read its answers.
    struct Wired {
        let transport: StandardStreamsTransport
        let input: Int32
        let output: Int32

        init(drain: Duration = .seconds(20)) async throws {
            let toTransport = try OSPipe(), fromTransport = try OSPipe()
            transport = StandardStreamsTransport(
                input: toTransport.read, output: fromTransport.write, logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }, drain: drain
            )
            input = toTransport.write
            output = fromTransport.read
            try await transport.connect()
        }

        func write(_ text: String) {
            _ = text.withCString { Glibc.write(input, $0, strlen($0)) }
        }

        /// The next line the transport wrote, read on a thread of Dispatch's: a blocking read must not hold a thread
        /// of the cooperative pool, which the transport's own writes need.
        func line() async -> Data {
            let output = output
            return await withCheckedContinuation { done in
                DispatchQueue.global().async {
                    var line = Data(), byte: UInt8 = 0
                    while Glibc.read(output, &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
                    done.resume(returning: line)
                }
            }
        }

        /// The next line the transport wrote, as JSON.
        func answer() async throws -> [String: Any] {
            try Self.json(await line())
        }

        static func json(_ line: Data) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
        }
    }

    @Test(arguments: [
        ("not json\n", -32700), ("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]\n", -32600), ("42\n", -32600),
        ("{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"ping\"}\n", -32600), ("{\"jsonrpc\":\"2.0\",\"id\":2.0,\"method\":\"ping\"}\n", -32600),
        ("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}\n", -32600), ("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"ping\"}\n", -32600),
    ])
    func whatTheSDKCouldNotAnswerRightIsAnsweredHereWithNoID(line: String, code: Int) async throws {
        let wired = try await Wired()
        wired.write(line)
        let answer = try await wired.answer()
        #expect(answer["id"] is NSNull)
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == code)
        Glibc.close(wired.input)
        var handed = 0
        for try await _ in wired.transport.receive() { handed += 1 }
        #expect(handed == 0)
    }

    @Test func requestsReadBeforeTheInputEndedAreAnsweredBeforeTheMessagesEnd() async throws {
        let wired = try await Wired()
        wired.write("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"ping\"}\n\n   \n{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}")
        Glibc.close(wired.input)
        var handed: [Data] = []
        for try await message in wired.transport.receive() {
            handed.append(message)
            if handed.count == 2 {
                // Both read, the input ended: the messages go on until both are answered.
                try await wired.transport.send(Data(#"{"jsonrpc":"2.0","id":"a","result":{}}"#.utf8))
                try await wired.transport.send(Data(#"{"jsonrpc":"2.0","id":7,"result":{}}"#.utf8))
            }
        }
        #expect(handed.count == 2, "a last line without its newline is read too")
        #expect(try await wired.answer()["id"] as? String == "a")
        #expect(try await wired.answer()["id"] as? Int == 7)
    }

    @Test func aLineLongerThanAMebibyteIsDroppedAndAnsweredAndTheNextIsRead() async throws {
        let wired = try await Wired()
        let reader = Task { await wired.line() }
        wired.write("{\"x\":\"" + String(repeating: "y", count: StandardStreamsTransport.maximumMessageBytes) + "\"}\n")
        let dropped = try Wired.json(await reader.value)
        #expect((dropped["error"] as? [String: Any])?["message"] as? String == "a message longer than 1048576 bytes was dropped")
        wired.write("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n")
        Glibc.close(wired.input)
        var handed: [String] = []
        for try await message in wired.transport.receive() { handed.append(String(decoding: message, as: UTF8.self)) }
        #expect(handed == ["{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}"])
    }

    @Test func anAnswerThatCannotBeWrittenEndsTheMessagesAndIsTold() async throws {
        let wired = try await Wired()
        Glibc.close(wired.output)
        signal(SIGPIPE, SIG_IGN)
        await #expect(throws: (any Error).self) { try await wired.transport.send(Data("{}".utf8)) }
        #expect(await wired.transport.writeFailed)
        for try await _ in wired.transport.receive() {}
        Glibc.close(wired.input)
    }
}
