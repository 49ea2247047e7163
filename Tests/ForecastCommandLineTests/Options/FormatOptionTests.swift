@testable import Application
import ApplicationTesting
import ArgumentParser
@testable import ForecastCommandLine
import Testing

@Suite("--format as each command declares it", .providers)
struct FormatOptionTests {
    func message(_ arguments: [String]) -> String { ParsedArguments.message(arguments) }

    @Test("a format a command does not offer is refused in one wording, naming the command and what it offers", arguments: [
        (["sun", "London", "--format", "svg"], "sun does not take --format svg; it takes table, json, csv or line"),
        (["check", "rain", "London", "--format", "waybar"], "check does not take --format waybar; it takes table, json, csv or line"),
        (["history", "London", "--format", "svg"], "history does not take --format svg; it takes table, json, csv, line, waybar or i3blocks"),
        (["providers", "--format", "line"], "providers does not take --format line; it takes table, json or csv"),
        (["services", "--format", "i3blocks"], "services does not take --format i3blocks; it takes table, json or csv"),
        (["config", "--format", "svg"], "config does not take --format svg; it takes table, json or csv"),
        (["check", "rain", "London", "--template", "{place}"], "check does not take --template"),
        (["sun", "London", "--no-alerts"], "sun does not take --no-alerts"),
        (["air", "London", "--no-alerts"], "air does not take --no-alerts"),
        (["check", "alert", "London", "--threshold", "50"], "check alert does not take --threshold; it takes --severity"),
    ])
    func refused(arguments: [String], wording: String) {
        #expect(message(arguments) == wording)
    }

    @Test("an option given without what it needs is refused in one wording, naming the options given and what they need", arguments: [
        (["hourly", "London", "--theme", "dark"], "--theme goes with --format svg"),
        (["hourly", "London", "--format", "json", "--theme", "dark", "--output", "a.svg"], "--theme and --output go with --format svg"),
        (["check", "frost", "London", "--severity", "minor"], "--severity goes with check alert"),
        (["check", "frost", "London", "--ensemble"], "--ensemble and --model go with check rain"),
    ])
    func unpaired(arguments: [String], wording: String) {
        #expect(message(arguments) == wording)
    }

    @Test("--template without a format that takes one is refused when the template is read, in the same wording")
    func templateWithoutLine() throws {
        let daily = try DailyCommand.parse(["London", "--template", "{place}"])
        let error = #expect(throws: ValidationError.self) {
            try daily.options.output.lineTemplate(standard: { _ in "{place}" }, placeholders: ["place"], settings: nil)
        }
        #expect(error?.message == "--template goes with --format line, waybar or i3blocks")
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
