import Application
import Domain
import MCP

/// One argument a tool takes: its name, its JSON Schema (type, range, choices and a description an agent reads) and
/// whether it must be given.
struct ToolParameter: Sendable {
    /// Its name in the call's arguments.
    let name: String
    /// Its JSON Schema.
    let schema: Value
    /// Whether every call must give it.
    var required = false

    /// Where: a place name ("London", "London,GB", "Paris, TX"), a coordinate ("51.51,-0.13") or an alias of the
    /// configuration file.
    static let place = ToolParameter(
        name: "place",
        schema: [
            "type": "string", "minLength": 1, "maxLength": .int(PlaceQuery.maximumLength),
            "description": "Where: a place name (\"London\", \"London,GB\", \"Paris, TX\"), a coordinate as LAT,LON (\"51.51,-0.13\"), or an alias of the user's configuration.",
        ],
        required: true
    )

    /// The units of every quantity.
    static let units = ToolParameter(
        name: "units",
        schema: [
            "type": "string", "enum": .array(UnitSystem.allCases.map { .string($0.rawValue) }),
            "description": "metric (°C, km/h, mm) or imperial (°F, mph, in); default: the user's setting.",
        ]
    )

    /// The language of the text and of place names.
    static let language = ToolParameter(
        name: "language",
        schema: [
            "type": "string", "enum": .array(Language.allCases.map { .string($0.rawValue) }),
            "description": "The language of the text and of place names, as a code; default: the user's setting. The structured content's keys stay English.",
        ]
    )

    /// How many days, within `range`, with what the tool gives when none are asked for.
    static func days(_ range: ClosedRange<Int>, meaning: String) -> ToolParameter {
        ToolParameter(
            name: "days", schema: ["type": "integer", "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound), "description": .string(meaning)]
        )
    }

    /// A text argument described by `description`, one of `choices` when given.
    static func text(_ name: String, _ description: String, choices: [String]? = nil, required: Bool = false) -> ToolParameter {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let choices { schema["enum"] = .array(choices.map(Value.string)) }
        return ToolParameter(name: name, schema: .object(schema), required: required)
    }

    /// A number argument described by `description`.
    static func number(_ name: String, _ description: String) -> ToolParameter {
        ToolParameter(name: name, schema: ["type": "number", "description": .string(description)])
    }

    /// A whole-number argument within `range`, described by `description`.
    static func integer(_ name: String, _ range: ClosedRange<Int>, _ description: String) -> ToolParameter {
        ToolParameter(
            name: name, schema: ["type": "integer", "minimum": .int(range.lowerBound), "maximum": .int(range.upperBound), "description": .string(description)]
        )
    }
}
