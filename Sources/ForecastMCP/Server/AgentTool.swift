import MCP
import ServingCore

/// One tool an agent may call: its name, the description it chooses by, the arguments it takes, and what it does.
/// A tool is added by a file that defines one and a line in ``all``.
struct AgentTool: Sendable {
    /// Its name, as agents call it ("forecast_daily").
    let name: String
    /// A title for people.
    let title: String
    /// What it answers and when to use it.
    let description: String
    /// The arguments it takes.
    let parameters: [ToolParameter]
    /// Answers a call with `input`, in `context`.
    let respond: @Sendable (_ input: ToolInput, _ context: ToolContext) async throws(InputRefusal) -> CallTool.Result

    /// The tool as `tools/list` describes it: read-only, reaching weather services on the open internet.
    var described: Tool {
        var properties: [String: Value] = [:]
        for parameter in parameters { properties[parameter.name] = parameter.schema }
        let schema: Value = [
            "type": "object", "properties": .object(properties), "additionalProperties": false,
            "required": .array(parameters.filter(\.required).map { .string($0.name) }),
        ]
        return Tool(
            name: name, title: title, description: description, inputSchema: schema,
            annotations: .init(title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true)
        )
    }

    /// Answers a call with `arguments`: a refused argument, like a failed run, is a tool error carrying its one line.
    func call(_ arguments: [String: Value]?, context: ToolContext) async -> CallTool.Result {
        do {
            return try await respond(try ToolInput(arguments, taking: parameters), context)
        } catch {
            return .refusal(error.reason)
        }
    }
}

extension AgentTool {
    /// Every tool, in the order `tools/list` gives them.
    static let all: [AgentTool] = [
        .daily, .hourly, .current, .nowcast, .alerts, .air, .marine, .sun, .moon, .history, .compare, .check, .search,
    ]

    /// The tool called `name`, when there is one.
    static func named(_ name: String) -> AgentTool? { all.first { $0.name == name } }
}

extension CallTool.Result {
    /// A tool error saying `reason`, in one line.
    static func refusal(_ reason: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: reason, annotations: nil, _meta: nil)], isError: true)
    }
}
