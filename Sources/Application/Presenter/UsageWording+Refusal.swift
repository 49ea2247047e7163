extension UsageWording {
    /// The one refusal of what a command does not take, a format or an option, with what it takes instead when it
    /// takes anything of the kind: "sun does not take --format svg; it takes table, json, csv or line", "check does
    /// not take --template".
    package static func refusal(of asked: String, by command: String, taking alternatives: [String] = []) -> String {
        "\(command) does not take \(asked)" + (alternatives.isEmpty ? "" : "; it takes \(choices(alternatives))")
    }

    /// The one refusal of options given without what they need: "--template goes with --format line or waybar",
    /// "--theme and --output go with --format svg".
    package static func refusal(of options: [String], without needed: String) -> String {
        choices(options).replacing(" or ", with: " and ") + (options.count > 1 ? " go" : " goes") + " with " + needed
    }

    /// Values as a choice among them: "line", "line or waybar", "table, json, csv or line".
    package static func choices(_ values: [String]) -> String {
        guard let last = values.last, values.count > 1 else { return values.joined() }
        return values.dropLast().joined(separator: ", ") + " or " + last
    }
}
