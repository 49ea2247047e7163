@testable import Application
import ApplicationTesting
import ArgumentParser
@testable import ForecastCommandLine
import Testing

@Suite("--format as each command declares it", .providers)
struct FormatOptionTests {
    func message(_ arguments: [String]) -> String {
        do {
            _ = try ForecastCommand.parseAsRoot(arguments)
            return ""
        } catch {
            return ForecastCommand.message(for: error)
        }
    }

    @Test("a format a command does not offer is refused in one wording, naming the command and what it offers", arguments: [
        (["sun", "London", "--format", "svg"], "sun does not take --format svg; it takes table, json, csv or line"),
        (["check", "rain", "London", "--format", "waybar"], "check does not take --format waybar; it takes table, json, csv or line"),
        (["history", "London", "--format", "svg"], "history does not take --format svg; it takes table, json, csv, line, waybar or i3blocks"),
        (["providers", "--format", "line"], "providers does not take --format line; it takes table, json or csv"),
        (["services", "--format", "i3blocks"], "services does not take --format i3blocks; it takes table, json or csv"),
        (["config", "--format", "svg"], "config does not take --format svg; it takes table, json or csv"),
        (["check", "rain", "London", "--template", "{place}"], "check does not take --template"),
    ])
    func refused(arguments: [String], wording: String) {
        #expect(message(arguments) == wording)
    }

    @Test("help, values and completion list the formats the command's feature declares")
    func declared() {
        #expect(FormatChoice<SunCommand>.allValueStrings == SunInteraction.formats.map(\.rawValue))
        #expect(FormatOption<SunCommand>.help == "Output: table for people, json for programs, csv for spreadsheets, line (polybar, tmux).")
        #expect(
            FormatOption<DailyCommand>.help
                == "Output: table for people, json for programs, csv for spreadsheets, line (polybar, tmux), waybar or i3blocks for status bars, svg for a picture."
        )
        #expect(SunCommand.helpMessage(columns: 200).contains("(values: table, json, csv, line; default: table)"))
        #expect("\(FormatChoice<ProvidersCommand>.defaultCompletionKind)" == "\(CompletionKind.list(["table", "json", "csv"]))")
    }

    @Test("a word that names no format is refused as ArgumentParser refuses any value, listing the command's formats")
    func unknown() {
        #expect(message(["providers", "--format", "xml"]).hasSuffix("Please provide one of 'table', 'json' or 'csv'."))
    }
}
