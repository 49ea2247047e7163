import Logging
import MCP

/// The Model Context Protocol server of `forecast mcp`: it lists every ``AgentTool`` and answers calls to them, each
/// call a run over the core with the use cases every call shares.
struct AgentServer: Sendable {
    /// What every call runs with.
    let context: ToolContext
    /// The version it reports: forecast's.
    let version: String
    /// The most calls answered at once.
    var callLimit = CallLimit(32)

    /// What an agent is told about the server as it connects.
    static let instructions = """
        Weather for any place on Earth from forecast: forecasts (daily, hourly, current, the next two hours' \
        precipitation), official warnings, air quality, the sea, sun and moon, past weather, providers compared, \
        yes-or-no checks and place search. Each tool answers with forecast's JSON document as structured content (its \
        units, the provider and "as of" in it) and a line to quote. Ambiguous names resolve to the likeliest place \
        (the document lists the alternatives); search_places finds a coordinate to pass instead.
        """

    /// Serves on `transport` until the client closes it.
    func serve(on transport: any Transport) async throws {
        let server = Server(
            name: "forecast", version: version, title: "forecast", instructions: Self.instructions,
            capabilities: Server.Capabilities(tools: .init(listChanged: false))
        )
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: AgentTool.all.map(\.described))
        }
        await server.withMethodHandler(CallTool.self) { [context, callLimit] call in
            guard let tool = AgentTool.named(call.name) else {
                throw MCPError.invalidParams("no tool \(ToolInput.quoted(call.name)); the tools are " + AgentTool.all.map(\.name).joined(separator: ", "))
            }
            let answer = await callLimit.run { await tool.call(call.arguments, context: context) }
            return answer ?? .refusal("forecast is answering \(callLimit.maximum) calls already; call again once one has been answered")
        }
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
    }
}
