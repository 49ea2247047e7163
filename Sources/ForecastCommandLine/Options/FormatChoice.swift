import Application
import ArgumentParser

/// A `--format` value as `Command` takes it: the name of any format parses, and ``FormatOption`` refuses one the
/// command does not offer, in the one wording; help and shell completion list the formats the command offers.
struct FormatChoice<Command: DocumentCommand>: ExpressibleByArgument, Sendable {
    /// The format asked for.
    let value: OutputFormat

    /// The choice of `value`.
    init(_ value: OutputFormat) {
        self.value = value
    }

    /// A format's name as typed; `nil` for a word that names none.
    init?(argument: String) {
        guard let value = OutputFormat(rawValue: argument) else { return nil }
        self.init(value)
    }

    /// The command's formats, as typed, in the order it declares them.
    static var allValueStrings: [String] { Command.formats.map(\.rawValue) }

    /// A shell completes the command's formats.
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The default as help shows it: its name.
    var defaultValueDescription: String { value.rawValue }
}
