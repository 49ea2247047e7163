import Application
import ArgumentParser

/// `--format`, as `Command` offers it: its help and values from the command's declaration
/// (``DocumentCommand/formats``), and the one refusal of a format the command does not offer.
struct FormatOption<Command: DocumentCommand>: ParsableArguments {
    @Option(help: ArgumentHelp(Self.help))
    var format = FormatChoice<Command>(.table)

    /// The format asked for.
    var chosen: OutputFormat { format.value }

    /// Refuses a format the command does not offer: "sun does not take --format svg; it takes table, json, csv or line".
    func validate() throws {
        guard Command.formats.contains(chosen) else {
            throw ValidationError(UsageWording.refusal(of: "--format \(chosen.rawValue)", by: Command.name, taking: Command.formats.map(\.rawValue)))
        }
    }

    /// "Output: " and each format the command offers with its purpose, formats of one purpose named together: "Output:
    /// table for people, json for programs, csv for spreadsheets."
    static var help: String {
        var groups: [(names: [String], purpose: String)] = []
        for format in Command.formats {
            if groups.last?.purpose == format.purpose {
                groups[groups.count - 1].names.append(format.rawValue)
            } else {
                groups.append((names: [format.rawValue], purpose: format.purpose))
            }
        }
        return "Output: " + groups.map { "\(UsageWording.choices($0.names)) \($0.purpose)" }.joined(separator: ", ") + "."
    }
}
