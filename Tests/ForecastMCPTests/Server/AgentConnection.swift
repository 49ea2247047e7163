import ApplicationTesting
import DomainTesting
import Glibc
import Logging
import MCP
import ServingCore
@testable import ForecastMCP

/// forecast's MCP server on one end of two pipes, the SDK's own client on the other, both speaking through
/// ``StandardStreamsTransport`` as `forecast-mcp` speaks on its standard streams; the use cases are the samples' spies.
struct AgentConnection {
    /// The SDK's client, initialised.
    let client: Client
    /// The server's task, ended when the client closes its end.
    let serving: Task<Void, any Error>
    /// The client's ends of the two pipes (its output, its input), then the server's (its input, its output).
    let ends: [Int32]

    /// A server over `useCases` (the samples' by default) answering at most `callLimit` calls at once, and a client
    /// connected to it.
    static func open(useCases: SpyProvider = SpyProvider(), callLimit: CallLimit = CallLimit(32)) async throws -> AgentConnection {
        let toServer = try OSPipe(), toClient = try OSPipe()
        let setup = try ServingSetup(environment: ["HOME": "/nonexistent-forecast-home"], directory: ProviderDirectoryDouble(useCases: useCases))
        var server = AgentServer(context: ToolContext(setup: setup, served: ServedRun(useCases: setup.useCases, clock: FixedClock(SampleAlerts.now))), version: "test")
        server.callLimit = callLimit
        let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let serving = Task {
            try await server.serve(on: StandardStreamsTransport(input: toServer.read, output: toClient.write, logger: quiet))
        }
        let client = Client(name: "forecast-tests", version: "1")
        _ = try await client.connect(transport: StandardStreamsTransport(input: toClient.read, output: toServer.write, logger: quiet))
        return AgentConnection(client: client, serving: serving, ends: [toServer.write, toClient.read, toServer.read, toClient.write])
    }

    /// Closes the connection as a client does, by closing the server's input: the server answers what it read and
    /// stops; then every end is closed.
    func close() async throws {
        await client.disconnect()
        Glibc.close(ends[0])
        try await serving.value
        for end in ends.dropFirst() { Glibc.close(end) }
    }

    /// The whole result of calling `tool` with `arguments`.
    func call(_ tool: String, _ arguments: [String: Value]) async throws -> CallTool.Result {
        try await client.send(CallTool.request(.init(name: tool, arguments: arguments))).value
    }

    /// The text of `result`'s first content.
    static func text(_ result: CallTool.Result) -> String? {
        guard case .text(let text, _, _)? = result.content.first else { return nil }
        return text
    }
}

/// An operating system's pipe: what is written to `write` is read from `read`.
struct OSPipe {
    let read: Int32
    let write: Int32

    init() throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXFailure() }
        read = ends[0]
        write = ends[1]
    }

    struct POSIXFailure: Error {}
}
