import Application
import Domain
import ForecastSettings
import MCP
import ServingCore

/// The arguments of one tool call, read by name and type: a wrong type, a value out of range or a name the tool does
/// not take is an ``InputRefusal`` in words an agent can act on, never a crash.
struct ToolInput: Sendable {
    /// The arguments as the client sent them.
    let values: [String: Value]

    /// The arguments of a call; refused when one of them is not among `taken`.
    init(_ values: [String: Value]?, taking taken: [ToolParameter]) throws(InputRefusal) {
        self.values = values ?? [:]
        let names = Set(taken.map(\.name))
        if let unknown = self.values.keys.sorted().first(where: { !names.contains($0) }) {
            throw InputRefusal("no argument \(Self.quoted(unknown)) here; this tool takes " + taken.map(\.name).joined(separator: ", "))
        }
    }

    /// The text of `name`, or `nil` when it is not given (or null).
    func text(_ name: String) throws(InputRefusal) -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw InputRefusal("\(name) must be text")
        }
    }

    /// The whole number of `name` within `range`, or `nil` when it is not given.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(InputRefusal) -> Int? {
        let refusal = InputRefusal("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        switch values[name] {
        case nil, .null?: return nil
        case .int(let number)?:
            guard range.contains(number) else { throw refusal }
            return number
        case .double(let number)?:
            guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else { throw refusal }
            return Int(number)
        default: throw refusal
        }
    }

    /// The number of `name`, or `nil` when it is not given.
    func number(_ name: String) throws(InputRefusal) -> Double? {
        switch values[name] {
        case nil, .null?: return nil
        case .int(let number)?: return Double(number)
        case .double(let number)? where number.isFinite: return number
        default: throw InputRefusal("\(name) must be a number")
        }
    }

    /// The yes or no of `name`, or `nil` when it is not given.
    func flag(_ name: String) throws(InputRefusal) -> Bool? {
        switch values[name] {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        default: throw InputRefusal("\(name) must be true or false")
        }
    }

    /// The one of `choices` that `name` gives, or `nil` when it is not given.
    func choice(_ name: String, of choices: [String]) throws(InputRefusal) -> String? {
        let refusal = InputRefusal("\(name) must be one of " + choices.joined(separator: ", "))
        let given: String?
        do {
            given = try text(name)
        } catch {
            throw refusal
        }
        guard let given else { return nil }
        guard choices.contains(given) else { throw refusal }
        return given
    }

    /// Where `place` says (a name, "LAT,LON" or an alias of the configuration file), as every door reads a place.
    func location(settings: Settings) throws(InputRefusal) -> ForecastLocation {
        guard let place = try text(ToolParameter.place.name) else { throw InputRefusal("place is required: a place name, or LAT,LON") }
        return try PlaceName.location(place, settings: settings)
    }

    /// The language `language` names, else the settings'.
    func language(settings: Settings) throws(InputRefusal) -> Language {
        guard let code = try choice(ToolParameter.language.name, of: Language.allCases.map(\.rawValue)) else { return settings.language(flag: nil).value }
        return Language(rawValue: code) ?? .en
    }

    /// The units `units` names, else `standard` (the settings').
    func units(standard: Units) throws(InputRefusal) -> Units {
        guard let name = try choice(ToolParameter.units.name, of: UnitSystem.allCases.map(\.rawValue)) else { return standard }
        return UnitSystem(rawValue: name)?.units ?? standard
    }

    /// `text` quoted for a message, at most 40 characters of it, every control character escaped.
    static func quoted(_ text: String) -> String {
        String(text.prefix(40)).debugDescription
    }
}
